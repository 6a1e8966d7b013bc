import type { PracticeCategoryContent } from './schema';

export const category: PracticeCategoryContent = {
  slug: 'nature-connection',
  name: 'Nature Connection',
  description:
    'Practices that bring you into closer contact with the living world: slow walks among trees, a regular sit spot, bare feet on the ground, water, sky and soil. Time in nature is one of the most reliable, low-cost ways to ease stress and restore attention, and these practices help you notice it rather than simply pass through it.',
  iconName: 'Trees',
  sortOrder: 8,
  practices: [
    {
      slug: 'forest-bathing-shinrin-yoku',
      name: 'Forest Bathing (Shinrin-Yoku)',
      description:
        'A slow, unhurried walk through woodland with no destination, using all the senses to take in the forest: the smell of leaves and soil, the sound of the wind, the texture of bark. Developed in Japan as a public health practice, it is less a hike than an invitation to let the forest set your pace.',
      traditionalRating: 5,
      traditionalEvidence:
        'Named and promoted by the Japanese forestry agency in the 1980s, drawing on much older Shinto and Buddhist reverence for forests.',
      scientificRating: 6,
      scientificEvidence:
        'Many small controlled field studies, mainly from Japan, Korea and China, report lower stress markers, lower blood pressure and better mood after forest walks; reviews call the results promising but note small samples and risk of bias.',
      culturalOrigins: ['Japanese public health', 'Shinto nature reverence'],
      contraindications: [
        'Check yourself for ticks after walking in woodland and long grass, and learn the signs of tick-borne illness where it is common.',
        'If you have severe pollen or mould allergies, choose times and seasons when counts are lower, and carry any medication you need.',
      ],
      preparationRequirements: [
        'A woodland, park or tree-lined path within reach',
        'Comfortable shoes and clothes for the weather',
        'Time set aside, with your phone switched off or on silent',
      ],
      metaTitle: 'Forest Bathing (Shinrin-Yoku): How to Practise Step by Step',
      metaDescription:
        'Learn forest bathing, the Japanese practice of slow, sensory time among trees. Simple invitations for beginners and a longer, deeper forest walk.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 30,
          steps: [
            'Find a wood or a park with plenty of trees, and leave your phone on silent in your pocket.',
            'Stand still for a minute at the edge of the trees, take a few slow breaths and notice the shift in air and light.',
            'Walk at roughly half your usual pace, with no destination in mind.',
            'Every few minutes, pause and focus on one sense: what you can hear, then smell, then see, then feel underfoot.',
            'Touch something, such as bark, moss or a leaf, and notice its texture and temperature.',
            'Before leaving, pause again and notice how your body feels compared with when you arrived.',
          ],
          benefits: ['Lowers stress and settles a busy mind', 'Reawakens senses dulled by screens'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 120,
          steps: [
            'Plan two hours in a forest, covering no more than a couple of kilometres in that time.',
            'Begin by standing still for several minutes, noticing what is moving around you: leaves, insects, birds, clouds.',
            'Move through a series of invitations, spending ten to fifteen minutes on each: listening, smelling, touching and watching for small details.',
            'Find a place to sit for twenty minutes and simply be there, letting the forest carry on around you.',
            'If you are with others, gather after each invitation to share briefly what you noticed.',
            'Close with a small ritual of thanks, such as sharing a flask of tea, before returning to your ordinary pace.',
          ],
          benefits: [
            'Deeper and longer-lasting relaxation',
            'A growing sense of connection with a place',
            'Restores attention after demanding mental work',
          ],
        },
      ],
    },
    {
      slug: 'nature-sit-spot',
      name: 'Sit Spot',
      description:
        'Choosing one place outdoors, such as a corner of a garden, a park bench or a spot under a tree, and returning to it regularly to sit quietly and watch. Over weeks and seasons you come to know it intimately: the birds that visit, the way the light changes, the patterns of the wind. It is simple, and it deepens with every visit.',
      traditionalRating: 6,
      traditionalEvidence:
        'A core practice in naturalist and wilderness-awareness training, echoing long traditions of patient observation among Indigenous peoples and rural communities.',
      scientificRating: 3,
      scientificEvidence:
        'Little direct research exists; studies of regular nature contact and nature connectedness suggest wellbeing benefits, but the sit spot itself rests mostly on practitioner experience.',
      culturalOrigins: [
        'Wilderness-awareness and naturalist training',
        'Indigenous observational traditions',
      ],
      contraindications: [
        'Choose a spot where you feel physically safe, and let someone know where you are if it is secluded, especially at dawn or dusk.',
      ],
      preparationRequirements: [
        'A spot within a few minutes of home that you can reach easily',
        'Something to sit on and clothes for the weather',
        'Fifteen to thirty minutes',
      ],
      metaTitle: 'Sit Spot Practice: Get to Know One Place in Nature',
      metaDescription:
        'The sit spot is a simple nature practice: return to one outdoor place, sit quietly and watch it change. How to choose a spot and deepen the practice.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 15,
          steps: [
            'Choose a spot close to home that you can reach in a few minutes, such as a garden, a yard, a park bench or a patch of grass.',
            'Go there, sit down and let your body become still.',
            'For the first few minutes, simply notice what you can hear, near and far.',
            'Let your gaze soften and take in the whole scene, noticing any movement at the edges of your vision.',
            'Stay for fifteen minutes, then jot down one or two things you noticed.',
          ],
          benefits: ['A daily moment of calm in a familiar place', 'Trains patient, open attention'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 30,
          steps: [
            'Visit the same spot several times a week, at different times of day and in different weather.',
            'Arrive quietly and sit still for long enough that birds and small animals return to their normal behaviour around you.',
            'Notice the connections in the scene: which birds call in alarm and why, where the wind comes from, what has changed since last time.',
            'Keep a short journal or sketch of each visit to track changes across the seasons.',
            'Learn the names of a few of the plants, birds and insects you see most often.',
          ],
          benefits: [
            'A deep, personal relationship with one place',
            'Greater awareness of seasons and wildlife',
            'A steady anchor of calm through changing times',
          ],
        },
      ],
    },
    {
      slug: 'barefoot-grounding',
      name: 'Barefoot Grounding',
      description:
        'Walking or standing barefoot on grass, sand, soil or rock, feeling the texture and temperature of the ground directly. Advocates of earthing claim that contact with the electrical charge of the earth has physiological effects; whatever the mechanism, the practice slows you down and brings your attention firmly into your body and surroundings.',
      traditionalRating: 5,
      traditionalEvidence:
        'Going barefoot on the earth is an ancient and ordinary part of many cultures; the modern earthing movement dates from the early 2000s.',
      scientificRating: 3,
      scientificEvidence:
        'A handful of small studies, many run by advocates of earthing, report effects on sleep, pain and inflammation markers; these findings are preliminary and not independently confirmed. The sensory, attention-settling benefits of going barefoot are more plausible.',
      culturalOrigins: ['Traditional barefoot cultures', 'Modern earthing movement'],
      contraindications: [
        'If you have diabetes, peripheral neuropathy or poor circulation in your feet, avoid going barefoot outdoors, as small cuts may go unnoticed and heal poorly.',
        'Check the ground first for glass, sharp stones, dog mess and stinging plants, and avoid very hot sand or paving.',
      ],
      preparationRequirements: [
        'A safe patch of grass, sand or soil that you have checked for hazards',
        'A towel or wipes to clean your feet afterwards',
      ],
      metaTitle: 'Barefoot Grounding: How to Practise Earthing Outdoors',
      metaDescription:
        'Try barefoot grounding: stand or walk on grass, sand or soil to slow down and come into your senses. Honest notes on earthing evidence and safety.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 10,
          steps: [
            'Check a small area of grass, sand or soil for anything sharp, then take off your shoes and socks.',
            'Stand still with your feet hip-width apart and feel the ground beneath your soles.',
            'Notice temperature, moisture and texture, shifting your weight slowly from heels to toes and from side to side.',
            'Take a few slow breaths, imagining your weight sinking into the ground.',
            'Walk slowly for a few minutes, placing each foot deliberately and feeling every step.',
          ],
          benefits: [
            'Brings attention quickly into the body and the present moment',
            'A simple sensory pause in the day',
          ],
        },
        {
          level: 'Intermediate',
          durationMinutes: 20,
          steps: [
            'Make barefoot time a regular habit, such as ten to twenty minutes on the lawn after work or on the beach at weekends.',
            'Try different surfaces, such as dewy grass, damp sand, smooth rock and forest soil, and notice how each feels.',
            'Walk slowly and silently, letting each foot feel the ground before you put your weight on it.',
            'Sit or lie on the ground for a few minutes, noticing the contact along your whole body.',
            'Build up gradually if your soles are tender, and stop if your feet become cold or sore.',
          ],
          benefits: [
            'Strengthens the small muscles of the feet',
            'Deepens your sense of contact with a place',
            'A calming transition after screen-heavy work',
          ],
        },
      ],
    },
    {
      slug: 'cold-water-wild-swimming',
      name: 'Cold Water Swimming Outdoors',
      description:
        'Entering cold open water, such as the sea, a lake or a river, for a short, controlled dip or swim. The cold brings a rush of alertness and, for many people, a lasting lift in mood, and the setting adds the calm of water and sky. It demands respect: cold shock and cold water are real dangers, so the practice is built up slowly and never done alone.',
      traditionalRating: 6,
      traditionalEvidence:
        'Cold bathing in lakes, rivers and the sea has a long history in Nordic, Slavic and British cultures, including winter swimming and Orthodox Epiphany plunges.',
      scientificRating: 5,
      scientificEvidence:
        'Small studies and surveys link regular cold water swimming to better mood and lower stress, and case reports describe benefits in depression; controlled trials are few, while the risks of cold shock are well documented.',
      culturalOrigins: [
        'Nordic winter swimming',
        'Slavic and Orthodox ice bathing',
        'British sea-bathing tradition',
      ],
      risks: ['cold'],
      contraindications: [
        'Do not practise if you have heart disease, high blood pressure, heart rhythm problems or a history of stroke, as cold shock sharply raises heart rate and blood pressure.',
        "Avoid cold immersion if you are pregnant or have Raynaud's, cold urticaria, epilepsy or poorly controlled asthma.",
        'Never enter cold water after drinking alcohol, and never swim alone; go with others, to places with safe entry and exit.',
        'Get out at once if you feel dizzy, confused, numb or in pain, or cannot control your breathing, and consult a clinician before starting if you have any health condition.',
      ],
      preparationRequirements: [
        'A swimming companion and a known, safe spot with an easy exit',
        'A brightly coloured hat and a tow float so you can be seen',
        'Warm layers, a hot drink and a towel ready on the shore',
      ],
      metaTitle: 'Cold Water Swimming Outdoors: A Safe Beginner Guide',
      metaDescription:
        'Start cold water swimming safely: acclimatise slowly, manage cold shock and rewarm well. Steps for first dips and regular swims, plus key cautions.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 10,
          steps: [
            'Start in late summer or early autumn, when the water is cool rather than very cold, and go with an experienced swimmer.',
            'Walk in slowly rather than jumping, splashing water on your face, neck and wrists as you go.',
            'When the water reaches your chest, expect a gasp and fast breathing; stand still and breathe out slowly until your breath settles.',
            'Stay in for only one to two minutes at first, where you can easily stand.',
            'Get out, dry off quickly and dress in warm layers, upper body first, then have a warm drink.',
            'Get out straight away if you feel dizzy, numb or in pain.',
          ],
          benefits: [
            'A bright lift in alertness and mood',
            'Builds confidence through small, safe challenges',
          ],
        },
        {
          level: 'Intermediate',
          durationMinutes: 20,
          steps: [
            'Swim regularly, once or twice a week, through the autumn so your body adapts gradually as the water cools.',
            'Treat roughly one minute in the water per degree Celsius of water temperature as an upper limit, and get out sooner if in doubt.',
            'Swim parallel to the shore, close to your companion and with a tow float attached.',
            'Watch for the early signs of cooling, such as clumsy fingers or muddled thoughts, and leave the water before they grow.',
            'Rewarm gently with layers, a hat and a hot drink, and avoid a hot shower straight away, which can make you faint.',
            'Note how you feel afterwards and the next day, so you can judge what suits you.',
          ],
          benefits: [
            'Greater tolerance of cold and stress',
            'A sense of community with other swimmers',
            'Lasting calm and a lift in mood for many people',
          ],
        },
      ],
    },
    {
      slug: 'stargazing-night-sky',
      name: 'Stargazing',
      description:
        'Spending time under a dark night sky, letting your eyes adjust and taking in the stars, the planets and the Milky Way. Few experiences put everyday worries in perspective so quickly: it invites awe and a sense of being part of something vast, and it draws you outside at an hour when most of us are indoors under bright light.',
      traditionalRating: 8,
      traditionalEvidence:
        'Watching and naming the stars is one of the oldest human practices, central to navigation, calendars and myth in virtually every culture.',
      scientificRating: 4,
      scientificEvidence:
        'Direct research on stargazing is limited; studies of awe show benefits for mood, perspective and feelings of connection, and the night sky is a classic source of awe.',
      culturalOrigins: [
        'Polynesian wayfinding',
        'Babylonian and Greek astronomy',
        'Indigenous sky knowledge worldwide',
      ],
      contraindications: [
        'Dark, remote places carry practical risks: go with someone or tell someone where you are, bring a torch with a red setting and watch your footing.',
        'Dress for cold even in summer, as clear nights often become surprisingly chilly.',
      ],
      preparationRequirements: [
        'A dark place away from streetlights, or at least a garden with the lights off',
        'Warm layers, a mat or reclining chair and a blanket',
        'Optionally, a star chart app set to red night mode, or binoculars',
      ],
      metaTitle: 'Stargazing for Wellbeing: How to Find Awe in the Night Sky',
      metaDescription:
        'Use stargazing as a practice of awe and calm: let your eyes adjust, find a few constellations and take in the Milky Way. Beginner to deeper levels.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 20,
          steps: [
            'On a clear night, go to the darkest spot you can easily reach and switch off any nearby lights.',
            'Lie back on a mat or recline in a chair, wrapped in a blanket.',
            'Wait fifteen to twenty minutes without looking at a bright screen, as your eyes adjust and more stars appear.',
            'Let your gaze wander across the sky without trying to name anything, simply noticing brightness, colour and depth.',
            'Spend the last few minutes reflecting on the distances involved and how it feels to be under that sky.',
          ],
          benefits: ['Invites awe and a wider perspective', 'A calm, screen-free evening ritual'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 60,
          steps: [
            'Plan a trip to a dark-sky area on a night near the new moon, when the sky is darkest.',
            'Learn to find a few bright constellations and the planets visible that season, using a red-light chart.',
            'Use binoculars to look at the Moon, star clusters and, where visible, the band of the Milky Way.',
            'Follow the slow turning of the sky over an hour by watching a constellation move against a tree or rooftop.',
            'Keep a simple log of what you see through the year, noticing how the sky changes with the seasons.',
          ],
          benefits: [
            'A deeper, more lasting sense of awe',
            'Connection with the rhythms of the year',
            'A shared activity for families and friends',
          ],
        },
      ],
    },
    {
      slug: 'therapeutic-gardening',
      name: 'Therapeutic Gardening',
      description:
        'Tending plants with attention and care, whether a garden bed, an allotment or a few pots on a balcony. Sowing, weeding, watering and harvesting combine gentle movement, time outdoors and the slow satisfaction of watching something grow, and the work itself becomes a quiet form of mindfulness.',
      traditionalRating: 7,
      traditionalEvidence:
        'Gardening is an ancient human activity, and therapeutic horticulture has been used in hospitals and asylums since at least the nineteenth century.',
      scientificRating: 6,
      scientificEvidence:
        'Reviews of gardening and horticultural therapy studies report improvements in mood, stress and wellbeing, though many of the studies are small or observational.',
      culturalOrigins: ['Horticultural therapy', 'Monastic and cottage gardening'],
      contraindications: [
        'Wear gloves and keep your tetanus vaccination up to date, as soil can carry tetanus and other infections into cuts.',
        'Take care with bending, kneeling and lifting if you have back, knee or joint problems; use raised beds, kneeling pads and lighter loads.',
        'If you are pregnant, wear gloves and wash your hands well after handling soil, which can carry toxoplasmosis from cat droppings.',
      ],
      preparationRequirements: [
        'A patch of ground, an allotment or a few containers',
        'Gloves, a hand trowel and a watering can',
        'Seeds or young plants suited to the season',
      ],
      metaTitle: 'Therapeutic Gardening: Grow Plants, Grow Calm',
      metaDescription:
        'Use gardening as a mindful practice for stress and mood. Simple steps from a few pots to a full seasonal garden, with safety tips for back and skin.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 20,
          steps: [
            'Start small with a few pots of easy plants, such as herbs, salad leaves or flowers, on a windowsill or balcony.',
            'Each day, spend a few minutes with your plants: feel the soil, water it if it is dry and look for new growth.',
            'Work slowly, with your full attention on the plant in front of you rather than on the next job.',
            'Notice the smell of the soil and leaves, and the feel of the earth in your hands.',
            'Keep a simple note or photo of how the plants change from week to week.',
          ],
          benefits: ['A daily moment of calm, hands-on care', 'The satisfaction of watching something grow'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 60,
          steps: [
            'Take on a bed or an allotment plot and plan what to grow across the seasons.',
            'Spend an hour a week or more sowing, weeding, watering and harvesting, pacing yourself with breaks.',
            'Use repetitive tasks such as weeding as a mindful practice, noticing each plant and movement rather than rushing.',
            'Share what you grow with neighbours or friends, or join a community garden to garden alongside others.',
            'At the end of each session, sit for a few minutes and take in the space you have been tending.',
          ],
          benefits: [
            'Regular, gentle physical activity outdoors',
            'Connection with others through shared growing',
            'A stronger sense of purpose and seasonal rhythm',
          ],
        },
      ],
    },
    {
      slug: 'awe-walk',
      name: 'Awe Walk',
      description:
        'A walk in which you deliberately look for things that are vast, surprising or beautiful: a wide view, the pattern of a leaf, light breaking through cloud. By shifting attention from your own concerns to the world around you, it invites awe, an emotion linked to a wider perspective and a quieter, smaller sense of self.',
      traditionalRating: 4,
      traditionalEvidence:
        'The modern form comes from psychology research on awe; it echoes older pilgrimage and contemplative walking traditions that seek wonder in nature.',
      scientificRating: 5,
      scientificEvidence:
        'A small randomised study found that weekly awe walks in older adults increased joy and feelings of connection compared with ordinary walks; wider research on awe is growing but still young.',
      culturalOrigins: ['Positive psychology', 'Contemplative walking traditions'],
      contraindications: [
        'Keep an eye on your footing and on traffic while you look up and around, and choose even paths if you have balance problems.',
      ],
      preparationRequirements: [
        'A route with some open views or interesting natural features',
        'Comfortable walking shoes',
        'Fifteen to thirty minutes',
      ],
      metaTitle: 'Awe Walk: A Simple Walking Practice for Wonder and Calm',
      metaDescription:
        'Take an awe walk: a short walk spent looking for the vast, surprising and beautiful. How to do it, and what research suggests it does for mood.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 15,
          steps: [
            'Set out on a familiar route with your phone put away, intending to see things with fresh eyes.',
            'Look for one thing that is vast, such as a big sky, a tall tree or a long view, and pause to take it in.',
            'Look for one thing that is small and intricate, such as a seed head, a spider web or the veins of a leaf.',
            'Take a few slow breaths at each pause and notice how the sight makes you feel.',
            'At the end, name one moment that surprised or moved you.',
          ],
          benefits: ['Shifts attention away from worries', 'Lifts mood and a sense of connection'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 30,
          steps: [
            'Plan a weekly awe walk somewhere new, or on an old route at a new time of day, such as dawn or dusk.',
            'Walk more slowly than usual and stop whenever something catches your attention.',
            'Take one photograph per walk of the moment that moved you most, ideally with yourself small in the frame.',
            'Afterwards, write a few lines about what you saw and how it felt.',
            'Look back over your notes each month and notice any change in your mood or outlook.',
          ],
          benefits: [
            'A regular dose of awe and wonder',
            'A lighter, smaller sense of everyday problems',
            'Greater generosity and connection with others',
          ],
        },
      ],
    },
    {
      slug: 'nature-journaling-field-notes',
      name: 'Nature Journaling',
      description:
        'Keeping a notebook of close observations of the natural world, combining quick sketches, words and numbers: what you see, what you notice, what it makes you wonder. You do not need to draw well; the aim is to look closely and curiously, and over time the journal becomes a record of your relationship with the places you visit.',
      traditionalRating: 6,
      traditionalEvidence:
        "Builds on centuries of naturalists' field notebooks, from early botanists and explorers to modern field scientists, and has been revived as a teaching practice in recent decades.",
      scientificRating: 3,
      scientificEvidence:
        'Direct research is limited, though studies of nature connectedness and of paying attention to nature suggest benefits; the practice is mostly supported by educators and practitioners.',
      culturalOrigins: ['Natural history field notebooks', 'Outdoor science education'],
      contraindications: [
        'If you are self-critical about drawing, lean on words, simple diagrams and questions; the aim is observation, not art.',
      ],
      preparationRequirements: [
        'A small notebook with plain paper, and a pencil or pen',
        'A place outdoors to sit for twenty minutes',
        'Optionally, a hand lens and a few coloured pencils',
      ],
      metaTitle: 'Nature Journaling: Observe, Sketch and Wonder Outdoors',
      metaDescription:
        'Start a nature journal: combine quick sketches, words and numbers to look closely at the natural world. Prompts and steps for every skill level.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 20,
          steps: [
            'Sit outdoors and choose one small thing to observe, such as a leaf, a flower, a stone or an insect.',
            'Write the date, place, time and weather at the top of the page.',
            'Make a quick sketch, spending more time looking than drawing, and without worrying how it looks.',
            'Around the sketch, write three prompts and complete them: I notice, I wonder, it reminds me of.',
            'Add any measurements or counts you can, such as length, number of petals or the colours you see.',
          ],
          benefits: ['Trains slow, close attention', 'Turns a walk into a curious exploration'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 45,
          steps: [
            'Return to the same place regularly and record how it changes through the seasons.',
            'Compare two similar things on one page, such as the leaves of two trees, noting their differences.',
            'Draw a small map of your spot, marking where you see particular birds, plants or tracks.',
            'Follow up one question from your journal each week using a field guide or an identification app.',
            'Review past pages every month to notice patterns you did not see at the time.',
          ],
          benefits: [
            'Deepens knowledge of local wildlife and plants',
            'Builds a personal record of a place over time',
            'Strengthens curiosity and patience',
          ],
        },
      ],
    },
    {
      slug: 'birdsong-listening',
      name: 'Birdsong Listening',
      description:
        'Sitting or walking quietly and giving your full attention to the songs and calls of the birds around you. Listening first to pure sound, and later learning who is singing, turns a familiar background noise into a rich, moving layer of the world and a reliable anchor for calm attention.',
      traditionalRating: 5,
      traditionalEvidence:
        'Listening to and learning birdsong is a long-standing part of rural, hunting and naturalist cultures, and the dawn chorus has been celebrated in poetry and music for centuries.',
      scientificRating: 4,
      scientificEvidence:
        'Experimental studies using recordings, and observational studies using smartphone check-ins, link hearing birdsong with lower anxiety and better mood; the evidence is still early.',
      culturalOrigins: ['Naturalist traditions', 'Rural and hunting cultures'],
      contraindications: [
        'If tinnitus or hearing loss makes listening frustrating, include what you can see as well as hear, or choose quieter places closer to the birds.',
      ],
      preparationRequirements: [
        'A garden, park or woodland, ideally early in the morning',
        'Optionally, a bird-identification app or field guide',
      ],
      metaTitle: 'Birdsong Listening: A Calming Practice for Attention',
      metaDescription:
        'Tune in to birdsong as a practice for calm and focus: listen to the dawn chorus, pick out single singers and learn common songs step by step.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 10,
          steps: [
            'Go outside, ideally in the morning, and stand or sit still somewhere birds are likely to be.',
            'Close your eyes or lower your gaze and listen for the first bird you can hear.',
            'Notice where the sound comes from, how high or low it is, and its rhythm.',
            'Count how many different voices you can hear, without trying to name them.',
            'When your mind wanders, return to the nearest song.',
          ],
          benefits: ['A simple, pleasant anchor for attention', 'Lifts mood and eases anxiety'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 45,
          steps: [
            'Get up for the dawn chorus in spring, arriving outside before sunrise.',
            'Pick out one bird and follow its song for several minutes, noticing how it repeats and varies.',
            'Learn the songs of the five most common birds around you, using an app or recordings to check.',
            'Notice alarm calls and what might have caused them, such as a cat or a hawk.',
            'Keep a list of the birds you can recognise by ear through the year.',
          ],
          benefits: [
            'A deeper connection with local wildlife',
            'Sharper listening skills',
            'A seasonal ritual to look forward to',
          ],
        },
      ],
    },
    {
      slug: 'green-exercise-outdoors',
      name: 'Green Exercise',
      description:
        'Doing your physical activity outdoors in natural settings, walking, running or cycling through parks, along rivers or on trails, rather than indoors. Research suggests that moving in green space adds a boost to mood and self-esteem on top of the exercise itself, and it makes movement easier to enjoy and keep up.',
      traditionalRating: 3,
      traditionalEvidence:
        'A modern research term for the age-old habit of working and moving outdoors, popularised by environmental psychology since the early 2000s.',
      scientificRating: 6,
      scientificEvidence:
        'Controlled and observational studies show that exercise in natural settings improves mood and self-esteem, even in short sessions; the extra benefit over indoor exercise is supported but modest.',
      culturalOrigins: ['Environmental psychology', 'Outdoor recreation traditions'],
      risks: ['intense_movement'],
      contraindications: [
        'If you have heart disease, chest pain on exertion or uncontrolled high blood pressure, or have been inactive for a long time, check with a clinician before vigorous outdoor exercise such as running or hill work.',
        'Take care in heat, cold and on uneven trails: carry water, dress for the weather and choose routes that suit your fitness and balance.',
        'If you have asthma, carry your inhaler, and be aware that cold air and high pollen can trigger symptoms.',
        'Stop if you feel chest pain, dizziness or unusual breathlessness, and consult a clinician before continuing.',
      ],
      preparationRequirements: [
        'A park, riverside path or trail near home',
        'Shoes and clothing suited to the weather and the ground',
        'Water, and a phone for safety on longer routes',
      ],
      metaTitle: 'Green Exercise: Why Moving Outdoors Boosts Your Mood',
      metaDescription:
        'Take your exercise outdoors: walk, run or cycle in green space for a bigger lift in mood. Beginner to vigorous levels, with safety notes.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 20,
          steps: [
            'Choose a green route near home, such as a park loop, a canal towpath or a tree-lined street.',
            'Walk briskly for twenty minutes, fast enough to feel warm but still able to talk.',
            'Spend the first few minutes noticing the greenery around you: trees, grass, water and sky.',
            'Leave your headphones out for at least part of the walk so you can hear your surroundings.',
            'Cool down with a few minutes of easy walking and notice how you feel.',
          ],
          benefits: ['A quick lift in mood and energy', 'Makes regular activity more enjoyable'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 45,
          steps: [
            'Build up to three outdoor sessions a week of walking, jogging or cycling, adding no more than about ten per cent more time each week.',
            'Include varied ground, such as gentle hills or woodland trails, to challenge balance and strength.',
            'If you are fit and well, add short bursts of harder effort, such as running up a hill, with easy recovery in between.',
            'Slow down for a few minutes in the middle of each session to take in the view.',
            'Stop at once if you feel chest pain, dizziness or unusual breathlessness.',
          ],
          benefits: [
            'Improves fitness alongside mood',
            'Builds confidence on varied ground',
            'Creates an exercise habit that lasts',
          ],
        },
      ],
    },
    {
      slug: 'cloud-gazing',
      name: 'Cloud Gazing',
      description:
        'Lying back or sitting outside and simply watching the clouds drift, change shape and dissolve. It asks nothing of you, and its slowness gently loosens the grip of busy thinking. Many people also find drifting clouds a natural picture of thoughts that come and go.',
      traditionalRating: 4,
      traditionalEvidence:
        'A universal childhood pastime, and an image of impermanence prized in Taoist and Zen poetry and painting; enthusiast societies have championed it in recent years.',
      scientificRating: 2,
      scientificEvidence:
        'No direct research; the practice draws on wider findings about soft fascination and the restoration of attention in natural settings.',
      culturalOrigins: ['Taoist and Zen nature poetry', 'Childhood play across cultures'],
      contraindications: [
        'Never look directly at or near the sun; wear sunglasses or sit in light shade on bright days.',
      ],
      preparationRequirements: [
        'A place to lie or recline outdoors with a view of the sky',
        'A blanket or mat, and sun protection',
      ],
      metaTitle: 'Cloud Gazing: A Restful Way to Slow a Busy Mind',
      metaDescription:
        'Cloud gazing as a mindful nature practice: lie back, watch clouds drift and change, and let your thoughts pass the same way. Simple steps and variations.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 10,
          steps: [
            'Find a place to lie or recline with a wide view of the sky, facing away from the sun.',
            'Let your body settle and take a few slow breaths.',
            'Choose one cloud and follow it as it drifts and changes shape.',
            'Notice colours, edges and speed, without needing to name shapes.',
            'When your mind wanders, return to whichever cloud catches your eye.',
          ],
          benefits: ['Effortless rest for the eyes and mind', 'A gentle sense of spaciousness'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 20,
          steps: [
            'Watch the whole sky rather than a single cloud, noticing layers moving at different speeds and directions.',
            'Learn to recognise a few main cloud types, such as cumulus, stratus and cirrus, and what they suggest about the weather.',
            'When a thought arises, imagine placing it on a cloud and watching it drift away.',
            'Watch one cloud until it dissolves completely, and notice how that feels.',
            'Return at different times of day, including sunset, to see how light changes the sky.',
          ],
          benefits: [
            'Practises letting thoughts pass without holding on',
            'Builds interest in weather and sky',
            'A calming break from screens',
          ],
        },
      ],
    },
    {
      slug: 'sunrise-sunset-watching',
      name: 'Sunrise and Sunset Watching',
      description:
        'Going outside to watch the sun rise or set, from the first change in the light to the last glow on the horizon. Marking the turning points of the day slows you down and invites awe, and it ties your daily rhythm to the natural cycle of light, which can help steady your body clock too.',
      traditionalRating: 8,
      traditionalEvidence:
        'Greeting the sunrise and marking sunset are among the most widespread human rituals, from the Hindu sandhya and Jewish and Islamic prayer times to ancient solar festivals.',
      scientificRating: 3,
      scientificEvidence:
        'There is little direct research on watching sunrise or sunset; related evidence on morning light, awe and time in nature makes the benefits plausible.',
      culturalOrigins: ['Hindu sandhya observance', 'Abrahamic prayer times', 'Ancient solar rituals'],
      contraindications: [
        'Never look directly at the sun, even when it seems dim near the horizon, and never through binoculars or a camera; watch the sky and landscape around it instead.',
      ],
      preparationRequirements: [
        'The time of sunrise or sunset where you are',
        'A spot with a clear view east or west',
        'Warm layers for cool mornings and evenings',
      ],
      metaTitle: 'Sunrise and Sunset Watching: A Daily Ritual of Light',
      metaDescription:
        'Make watching the sunrise or sunset a daily ritual for calm, awe and a steadier body clock. Simple steps, deeper variations and eye safety.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 15,
          steps: [
            'Check the time of sunrise or sunset and set a reminder ten minutes before.',
            'Go outside, or to a window with a view of the horizon, leaving your phone in your pocket.',
            'Watch the changing colours of the sky and landscape rather than the sun itself.',
            'Take a few slow breaths and notice the sounds, temperature and light shifting around you.',
            'Before going back in, name one thing you are grateful for as the day begins or ends.',
          ],
          benefits: ['A calm, natural pause at the turning of the day', 'Invites awe and gratitude'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 40,
          steps: [
            'Arrive twenty minutes before sunrise, or stay twenty minutes after sunset, to see the full change in light.',
            'Notice the stages: the first greying of the sky, the colours near the horizon, and the light after the sun has risen or set.',
            'Watch the sunrise on several mornings in a row and notice how your body settles into the rhythm.',
            'Follow where the sun meets the horizon through the year, noting how its position shifts with the seasons.',
            'Close with a short reflection: setting an intention at dawn, or letting the day go at dusk.',
          ],
          benefits: [
            'A steadier daily rhythm',
            'A deeper connection with seasonal change',
            'A simple ritual to open or close the day',
          ],
        },
      ],
    },
    {
      slug: 'blue-space-waterside-time',
      name: 'Blue Space Time',
      description:
        'Spending time beside water, whether the sea, a lake, a river or even a canal: walking along it, sitting and watching it, listening to it. The movement, sound and light of water have a particularly restful quality, and researchers now study blue spaces alongside green ones for their effects on wellbeing.',
      traditionalRating: 6,
      traditionalEvidence:
        'Seaside and spa stays have been used for rest and convalescence for centuries; blue space is a recent research label for that old instinct.',
      scientificRating: 5,
      scientificEvidence:
        'Observational studies link living near and visiting coasts and water with better mental health, and small experimental studies show short-term mood benefits; causal evidence is still limited.',
      culturalOrigins: ['European seaside convalescence', 'Environmental psychology'],
      contraindications: [
        'Take care near the water, especially with children, after rain and on slippery banks and harbour walls.',
        'On the coast, check tide times so you are not cut off, and keep away from cliff edges and fast-flowing rivers.',
      ],
      preparationRequirements: [
        'A coast, lake, river or canal you can reach',
        'Shoes with good grip and clothes for the weather',
        'Tide times if you are going to the sea',
      ],
      metaTitle: 'Blue Space Time: The Calming Power of Being Near Water',
      metaDescription:
        'Spend mindful time by the sea, a lake or a river to ease stress and lift mood. Simple waterside practices and what research on blue spaces suggests.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 20,
          steps: [
            'Find a safe spot by the water, such as a bench on a promenade or a riverside path.',
            'Sit and watch the water for a few minutes, following the movement of waves, ripples or current.',
            'Listen to the sound of the water and let it become the centre of your attention.',
            'Notice the light on the surface: reflections, colours and the changes as clouds pass.',
            'Walk slowly along the edge for a few minutes before you leave.',
          ],
          benefits: ['A quick drop in stress', 'A restful focus that holds attention without effort'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 60,
          steps: [
            'Make a weekly visit to the water, choosing different times and weather to see its moods.',
            'Walk along the water for half an hour, then sit in stillness for fifteen minutes.',
            'Let your breathing loosely follow the rhythm of the waves or the flow of the river.',
            'Paddle, wade or put your hands in the water where it is safe to do so.',
            'Notice how you feel before and after each visit, and keep a brief note.',
          ],
          benefits: [
            'Deeper, longer-lasting calm',
            'A regular anchor in a busy week',
            'Connection with tides, seasons and weather',
          ],
        },
      ],
    },
    {
      slug: 'wilderness-solo-time',
      name: 'Wilderness Solo',
      description:
        'Spending an extended time alone in a wild or quiet natural place, from a couple of hours to half a day, with no phone, book or task to fill it. Without the usual distractions, attention tends to widen and thoughts to settle, and many people use a solo to reflect on a transition or a decision.',
      traditionalRating: 7,
      traditionalEvidence:
        'Solitary time in wild places is central to rites of passage in many cultures and to the desert and forest retreats of hermits; modern wilderness programmes adapted it from the mid-twentieth century.',
      scientificRating: 3,
      scientificEvidence:
        'Studies of wilderness programmes report gains in self-reflection and wellbeing, but they are mostly qualitative or uncontrolled, and the solo is hard to separate from the rest of the programme.',
      culturalOrigins: [
        'Indigenous rites of passage',
        'Desert and forest hermit traditions',
        'Modern wilderness programmes',
      ],
      contraindications: [
        'Always tell someone exactly where you will be and when you will return, and carry water, warm layers and a way to call for help.',
        'If you are in crisis, severely depressed or have had recent thoughts of suicide, do not spend long periods alone in remote places; reach out for support instead.',
        'Long solitude can stir strong emotions; arrange to talk with someone you trust afterwards.',
      ],
      preparationRequirements: [
        'A known, safe natural place, ideally one you have visited before',
        'A plan shared with someone, including your return time',
        'Water, food, warm and waterproof layers and a simple first-aid kit',
        'A phone, switched off but carried for emergencies',
      ],
      metaTitle: 'Wilderness Solo: Time Alone in Nature for Reflection',
      metaDescription:
        'Plan a safe wilderness solo: a few hours alone in nature, free of distractions, to reflect and reset. Preparation, steps and safety guidance.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 120,
          steps: [
            'Choose a quiet natural place you know, such as a corner of a large park or a local wood, and share your plan and return time.',
            'Switch your phone off and keep it in your bag, and bring no book or music.',
            'Find a spot to settle and stay within an area you can see around you for about two hours.',
            'Let the time unfold: sit, watch, rest and walk a little, without any task to complete.',
            'If restlessness or boredom comes, notice it without acting on it, and let it pass.',
            'Before leaving, spend a few minutes writing down what you noticed about the place and yourself.',
          ],
          benefits: ['A rare break from constant stimulation', 'Space to hear your own thoughts'],
        },
        {
          level: 'Half-day solo',
          durationMinutes: 240,
          steps: [
            'Plan a half-day solo in a wilder setting, ideally after talking with a friend or guide about what you hope to reflect on.',
            'Begin with a small threshold ritual, such as stepping across a line of stones, to mark leaving ordinary life behind.',
            'Stay within a small area, perhaps a circle you can walk around in a few minutes, for the whole time.',
            'Eat and drink simply as you need to, and otherwise let the hours pass without tasks or plans.',
            'Let a question or transition in your life rest in the background, without forcing answers.',
            'Cross the threshold again on your way back, and talk with your friend or guide within a day or two about what came up.',
          ],
          benefits: [
            'Deep reflection on life transitions',
            'Greater confidence and self-reliance',
            'A vivid sense of belonging to the natural world',
          ],
        },
      ],
    },
    {
      slug: 'nature-mandala-land-art',
      name: 'Nature Mandala',
      description:
        'Gathering fallen natural materials, such as leaves, petals, stones, twigs and shells, and arranging them on the ground in a circular pattern. The slow, absorbing work of searching and arranging brings close attention to colour and form, and leaving the mandala to weather away is a quiet lesson in impermanence.',
      traditionalRating: 5,
      traditionalEvidence:
        'Combines the circular mandala forms of Hindu and Buddhist traditions with the land art movement of the 1960s and 1970s; used today in forest schools and nature-based therapy.',
      scientificRating: 2,
      scientificEvidence:
        'No direct studies; the practice draws on wider evidence for creative activity and for time spent in nature.',
      culturalOrigins: ['Hindu and Buddhist mandala art', 'Land art movement', 'Forest school education'],
      contraindications: [
        'Gather only fallen or plentiful materials, leave protected plants alone, and watch for thorns, fungi and plants that irritate the skin.',
      ],
      preparationRequirements: [
        'A natural place with fallen leaves, twigs, stones or shells',
        'A flat patch of ground to work on',
        'Twenty to forty-five minutes',
      ],
      metaTitle: 'Nature Mandala: A Mindful Land Art Practice Outdoors',
      metaDescription:
        'Create a nature mandala from leaves, stones and petals: a mindful, creative way to connect with a place and practise letting go. Simple steps.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 20,
          steps: [
            'Walk slowly around a natural area and gather a handful of fallen materials that catch your eye.',
            'Choose a flat spot and place one object at the centre.',
            'Build outward in rings, repeating similar objects around the centre to make a circular pattern.',
            'Work without hurry, noticing the colour, texture and shape of each piece as you place it.',
            'When it feels finished, stand back and take it in, then leave it to the wind and weather.',
          ],
          benefits: [
            'A calm, absorbing focus for hands and eyes',
            'Brings close attention to natural detail',
          ],
        },
        {
          level: 'Intermediate',
          durationMinutes: 45,
          steps: [
            'Choose a theme before you begin, such as a season, a feeling or something you want to let go of.',
            'Gather your materials mindfully, taking only what is fallen or plentiful.',
            'Build a larger mandala, using gradients of colour, contrasting textures and empty spaces on purpose.',
            'Photograph it, then return over the following days to see how weather and animals change it.',
            'Reflect on what it is like to make something beautiful and then let it go.',
          ],
          benefits: [
            'A creative way to mark seasons or life events',
            'Practises acceptance of change and impermanence',
            'A shared activity for groups and families',
          ],
        },
      ],
    },
    {
      slug: 'houseplant-tending',
      name: 'Mindful Houseplant Care',
      description:
        'Caring for plants indoors as a small daily practice of attention: checking the soil, turning pots to the light, wiping leaves and noticing new growth. For people without a garden or easy access to green space, it brings a piece of the living world into the home, along with a gentle rhythm of care.',
      traditionalRating: 4,
      traditionalEvidence:
        'Keeping potted plants indoors has a long history, from Chinese penjing and Japanese bonsai to Victorian fern collections.',
      scientificRating: 4,
      scientificEvidence:
        'Small experimental studies suggest that tending indoor plants can lower stress compared with computer tasks; the popular claim that houseplants meaningfully clean the air at household scale is not supported.',
      culturalOrigins: ['Chinese penjing', 'Japanese bonsai', 'Victorian indoor gardening'],
      contraindications: [
        'Some common houseplants, such as lilies, dieffenbachia and pothos, are toxic to cats, dogs or small children; check each plant before bringing it home.',
        'Constantly wet soil can grow mould that may trouble people with asthma or allergies; let the soil dry between waterings.',
      ],
      preparationRequirements: [
        'One or more easy-care plants suited to your light',
        'A small watering can and a soft cloth',
      ],
      metaTitle: 'Mindful Houseplant Care: A Daily Practice of Green Calm',
      metaDescription:
        'Turn houseplant care into a mindful daily ritual: check, water and notice growth. An easy nature practice for homes without a garden, with pet safety tips.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 5,
          steps: [
            'Choose one or two hardy plants that suit the light you have, such as a spider plant or a cast-iron plant.',
            'Each morning, spend a couple of minutes with your plants, touching the soil to see whether it needs water.',
            'Water slowly and only when needed, watching the water soak in.',
            'Look closely at the leaves for new growth, yellowing or dust, and notice how the plant is changing.',
          ],
          benefits: ['A calm, grounding start to the day', 'Brings living green into indoor spaces'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 20,
          steps: [
            'Build a small collection and learn what each plant needs in light, water and humidity.',
            'Once a week, wipe the dust from the leaves with a damp cloth, slowly and attentively.',
            'Turn the pots regularly so the plants grow evenly toward the light.',
            'Root a cutting in a jar of water and watch the roots form over several weeks.',
            'Share cuttings with friends or neighbours.',
          ],
          benefits: [
            'A steady rhythm of care through the week',
            'The quiet satisfaction of helping things grow',
            'A way to connect with others through plants',
          ],
        },
      ],
    },
    {
      slug: 'seasonal-phenology-notes',
      name: 'Seasonal Phenology Watching',
      description:
        'Tracking the timing of natural events through the year: the first blossom on a tree, the arrival of swallows, the first frost, the turning of the leaves. Watching for these markers tunes you in to the slow rhythm of the seasons, and your records can even feed citizen science projects that monitor climate change.',
      traditionalRating: 7,
      traditionalEvidence:
        'Farmers, foragers and naturalists have tracked seasonal signs for millennia; the Japanese calendar of seventy-two micro-seasons and long-running European nature diaries are well-known examples.',
      scientificRating: 3,
      scientificEvidence:
        'Phenology is an established science, but research on tracking it as a wellbeing practice is limited to studies of nature connectedness and of taking part in citizen science.',
      culturalOrigins: [
        'Japanese micro-season calendar',
        'European naturalist diaries',
        'Agricultural calendars',
      ],
      contraindications: [
        'Noticing changes linked to climate change can bring grief or eco-anxiety; balance observation with time to talk it through and with practical action where you can.',
      ],
      preparationRequirements: [
        'A notebook or phenology app',
        'A regular route or place to observe',
        'Optionally, a local citizen science phenology project to join',
      ],
      metaTitle: 'Phenology Watching: Track the Seasons in Nature',
      metaDescription:
        'Notice and record seasonal changes, from first blossom to falling leaves: a simple nature practice that deepens connection and can support citizen science.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 10,
          steps: [
            'Choose three things near you to watch through the year, such as a particular tree, a bird and the first frost.',
            'Each time you pass them, pause and notice what has changed.',
            'Write down the date of each first: first leaf, first flower, first song, first fallen leaf.',
            'At the turn of each season, read back your notes and notice the rhythm of the year.',
          ],
          benefits: ['Tunes you in to the rhythm of the seasons', 'Turns ordinary walks into a quiet search'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 20,
          steps: [
            'Widen your list to ten or more species and events across plants, birds, insects and weather.',
            'Observe the same route or place at least once a week.',
            'Submit your records to a citizen science phenology project in your country.',
            'Compare your dates from year to year, noticing early or late seasons.',
            'Draw a simple wheel of the year showing when each event usually happens near you.',
          ],
          benefits: [
            'A deeper knowledge of local nature',
            'A contribution to real scientific monitoring',
            'A sense of continuity across the years',
          ],
        },
      ],
    },
    {
      slug: 'mindful-foraging-walk',
      name: 'Mindful Foraging',
      description:
        'Walking slowly through hedgerows, woods or shorelines looking for wild food, such as blackberries, wild garlic, nettles or elderflowers, and gathering a little with care. Foraging sharpens your eye for detail, connects you with the seasons and with the long human habit of gathering, and ends with something to eat or share.',
      traditionalRating: 9,
      traditionalEvidence:
        'Gathering wild food is the oldest way humans have fed themselves and remains a living tradition in many rural cultures worldwide.',
      scientificRating: 2,
      scientificEvidence:
        'There is very little direct research on foraging as a wellbeing practice; its benefits are inferred from wider studies of time in nature and nature connectedness.',
      culturalOrigins: ['Hunter-gatherer cultures', 'European rural foraging traditions'],
      contraindications: [
        'Never eat a wild plant or mushroom unless you are completely certain what it is; many edible species have poisonous lookalikes, and mistakes can be fatal.',
        'Avoid foraging beside busy roads, sprayed fields or polluted water, and wash what you gather.',
        'If you are pregnant or breastfeeding, have allergies or take medicines, check that a wild food is safe for you, as some plants interact with medicines.',
      ],
      preparationRequirements: [
        'A reliable local field guide, and ideally a knowledgeable companion',
        'Gloves, a small knife and a cloth bag or basket',
        'Knowledge of local foraging rules and landowner permission',
      ],
      metaTitle: 'Mindful Foraging: Gather Wild Food Safely and Slowly',
      metaDescription:
        'Learn mindful foraging: walk slowly, identify wild foods with care and gather responsibly. Beginner-friendly plants, key safety rules and seasonal steps.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 45,
          steps: [
            'Start with two or three easy, well-known plants in season, such as blackberries or nettles, and learn their features from a guide.',
            'Walk slowly along a hedgerow or woodland edge, scanning for your chosen plants.',
            'When you find one, check every identifying feature against your guide before picking anything.',
            'Gather only a small amount from plentiful patches, leaving plenty for wildlife and other people.',
            'At home, wash what you have gathered and prepare something simple, such as nettle tea or a bowl of berries.',
          ],
          benefits: ['Sharpens attention to detail', 'A tangible, seasonal connection with the land'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 90,
          steps: [
            'Join a guided foraging walk with an experienced local forager to widen your knowledge safely.',
            'Learn one new plant a month, following it through a full year of leaf, flower and seed before you gather it.',
            "Keep to the forager's code: take only a small share, never uproot plants, and leave protected species alone.",
            'Leave mushrooms to experts unless you have had years of guided learning.',
            'Keep a foraging calendar of what appears where, and when.',
          ],
          benefits: [
            'A deeper knowledge of local plants and seasons',
            'Slow, attentive time outdoors',
            'A practical link between nature and food',
          ],
        },
      ],
    },
    {
      slug: 'overnight-camping-reset',
      name: 'Camping Sleep Reset',
      description:
        'Spending a few nights camping outdoors, with no artificial light after dark beyond a small torch or a fire. With natural light by day and darkness by night, the body clock tends to shift earlier, and many people find themselves sleepy soon after dusk and waking with the dawn.',
      traditionalRating: 6,
      traditionalEvidence:
        'Sleeping under the sky was normal for most of human history and remains part of nomadic and outdoor cultures; its effect on the body clock has been studied only in recent decades.',
      scientificRating: 4,
      scientificEvidence:
        'Small field studies found that a week or a weekend of camping with only natural light shifted melatonin timing and sleep earlier; samples were small and the effect on sleep quality is less clear.',
      culturalOrigins: ['Nomadic and outdoor cultures', 'Circadian science'],
      contraindications: [
        'Check the forecast and bring gear rated for the overnight temperature; a cold night in a thin sleeping bag can be dangerous as well as sleepless.',
        'If you rely on powered medical equipment, such as a CPAP machine, plan for it or choose a site with electricity.',
      ],
      preparationRequirements: [
        'A tent or shelter, sleeping bag and mat suited to the season',
        'A small torch with a red or dim setting',
        'A campsite or a spot where wild camping is permitted',
      ],
      metaTitle: 'Camping Sleep Reset: Reset Your Body Clock with Daylight',
      metaDescription:
        'Use a weekend of camping to reset your body clock with daylight by day and darkness by night. How to plan it and keep the benefits afterwards.',
      levels: [
        {
          level: 'Weekend camp',
          durationMinutes: 120,
          steps: [
            'Plan two nights at a campsite, ideally one away from bright site lighting.',
            'Spend as much of each day outdoors as you can, including the early morning.',
            'After sunset, keep light to a minimum, using a small fire or a dim torch, with phones put away.',
            'Go to bed when you feel sleepy rather than at a set time.',
            'Wake with the light and spend the first half-hour outside, watching the day begin.',
          ],
          benefits: [
            'A noticeable shift toward earlier sleepiness',
            'A break from screens and artificial light',
          ],
        },
        {
          level: 'Carrying it home',
          durationMinutes: 30,
          steps: [
            'If you can, camp for a full week, keeping the same pattern of daylight by day and darkness after dusk.',
            'Note the time you naturally feel sleepy and the time you wake each day.',
            'When you return home, protect the earlier rhythm by getting outside each morning and dimming the lights in the evening.',
            'Use a camping weekend each season as a reset if your sleep starts drifting later.',
          ],
          benefits: [
            'Shows you your natural sleep rhythm',
            'Helps night owls shift earlier',
            'Restores a felt link between daylight and your body',
          ],
        },
      ],
    },
    {
      slug: 'fox-walking-owl-eyes',
      name: 'Fox Walking and Wide-Angle Vision',
      description:
        'Two skills from tracking and wilderness-awareness training: fox walking, a slow, quiet way of placing each foot before shifting your weight onto it, and wide-angle vision, softening your gaze to take in your whole field of view at once. Together they make you quieter, more observant and deeply present, and they often let you see wildlife that would normally slip away.',
      traditionalRating: 6,
      traditionalEvidence:
        'Taught in modern tracking and wilderness-awareness schools, which draw on hunting and stalking skills used by many Indigenous and rural peoples.',
      scientificRating: 2,
      scientificEvidence:
        'No direct research; some teachers argue that peripheral vision and slow movement calm the stress response, but this remains theory rather than a tested finding.',
      culturalOrigins: ['Traditional hunting and tracking skills', 'Wilderness-awareness schools'],
      contraindications: [
        'Slow, single-leg balancing can be unsteady; practise on even ground first, and skip it if you are at risk of falls.',
      ],
      preparationRequirements: [
        'A quiet path, wood or park',
        'Flat, flexible shoes, or bare feet on ground you have checked',
      ],
      metaTitle: 'Fox Walking and Wide-Angle Vision: Move Quietly in Nature',
      metaDescription:
        'Learn fox walking and wide-angle (owl) vision from tracking traditions to move quietly, see more wildlife and feel fully present outdoors.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 15,
          steps: [
            'Stand still and look straight ahead at a point on the horizon.',
            'Without moving your eyes, slowly widen your attention to take in the edges of your vision, left, right, above and below, all at once.',
            'Notice how movement at the edges becomes easier to catch, and how your breath and body feel.',
            'Now walk very slowly, lifting one foot and placing the outer edge of it down gently before rolling onto the sole.',
            'Shift your weight only once that foot has felt that the ground is quiet and secure.',
            'Continue for ten minutes, keeping your wide-angle vision as you move.',
          ],
          benefits: ['Quiets the mind through soft, wide attention', 'Makes you less noticeable to wildlife'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 40,
          steps: [
            'Fox walk for longer stretches in woodland, moving so quietly that birds do not sound their alarm calls.',
            'Stop often and hold still for a minute in wide-angle vision, noticing what moves.',
            'Pay attention to how animals react to you and what that tells you about your movement.',
            'Try moving at dusk, when peripheral vision works better than central vision.',
            'Finish by sitting still and noting what you saw that you would usually have missed.',
          ],
          benefits: [
            'More wildlife sightings',
            'A deep sense of calm, present attention',
            'Better balance and body awareness',
          ],
        },
      ],
    },
    {
      slug: 'nature-view-micro-break',
      name: 'Nature Micro-Break',
      description:
        'A pause of a minute to a few minutes in the middle of work, spent looking at something natural: a tree through the window, the sky, a plant on your desk, or a nature image when nothing else is available. Short, frequent contact with nature can help restore tired attention between demanding tasks.',
      traditionalRating: 2,
      traditionalEvidence:
        'A modern practice grounded in environmental psychology and attention restoration theory, developed since the 1980s.',
      scientificRating: 5,
      scientificEvidence:
        'Laboratory studies suggest that brief views of nature, even under a minute, can improve attention on later tasks and lower stress compared with urban or blank views; the effects are modest and some findings have not replicated cleanly.',
      culturalOrigins: ['Environmental psychology', 'Attention restoration theory'],
      contraindications: [
        'A micro-break supplements rather than replaces real time outdoors; if you rarely get outside, look for ways to add longer contact with nature as well.',
      ],
      preparationRequirements: [
        'A window with a view of sky or greenery, a desk plant or a nature image',
        'A gentle reminder every hour or so',
      ],
      metaTitle: 'Nature Micro-Breaks: Restore Your Focus with a Green View',
      metaDescription:
        'Use one- to five-minute nature micro-breaks to restore tired attention at work. How to build them into your day, and what attention research shows.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 1,
          steps: [
            'Set a gentle reminder for every hour or so of focused work.',
            'When it sounds, turn away from your screen and look at the most natural thing you can see, such as the sky, a tree or a plant.',
            'Let your eyes rest softly on it for about a minute, noticing colour, movement and light.',
            'Take one slow breath before returning to your task.',
          ],
          benefits: ['Rests tired eyes and attention', 'An easy way to ease stress during work'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 5,
          steps: [
            'Step outside for five minutes between tasks, ideally where you can see trees, grass or water.',
            'Look around slowly and let your attention be drawn by whatever catches it, without forcing focus.',
            'Listen for natural sounds such as wind, birds or water.',
            'Return to work and notice whether your focus feels fresher.',
            'Arrange your workspace so a window, a plant or a natural image is in view whenever you look up.',
          ],
          benefits: [
            'Longer-lasting restoration of attention',
            'Better mood across the working day',
            'Builds frequent contact with nature into busy routines',
          ],
        },
      ],
    },
    {
      slug: 'conservation-volunteering',
      name: 'Conservation Volunteering',
      description:
        'Giving regular time to look after the natural world alongside others: planting trees, clearing invasive plants, maintaining paths, surveying wildlife or cleaning beaches. It combines outdoor activity, purposeful work and social connection, and leaves you with a visible, lasting sense of having helped a place you care about.',
      traditionalRating: 4,
      traditionalEvidence:
        'Communities have cared for common land and shared spaces for centuries; organised conservation volunteering has grown since the mid-twentieth century.',
      scientificRating: 5,
      scientificEvidence:
        'Observational and evaluation studies of green volunteering programmes report gains in wellbeing, social connection and physical activity; controlled trials are few.',
      culturalOrigins: ['Community land stewardship', 'Modern conservation movement'],
      contraindications: [
        'Some tasks involve heavy lifting, tools and uneven ground; choose tasks that match your fitness, and tell the organisers about any health conditions.',
        'Wear gloves and check that your tetanus vaccination is current, as outdoor work brings cuts and contact with soil.',
      ],
      preparationRequirements: [
        'A local conservation group, park trust or beach-clean organiser',
        'Sturdy boots, gloves and clothes you do not mind getting dirty',
        'Water and a snack',
      ],
      metaTitle: 'Conservation Volunteering: Care for Nature, Boost Wellbeing',
      metaDescription:
        'Join conservation volunteering to plant trees, restore habitats and survey wildlife. How outdoor group work lifts wellbeing, and how to get started.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 180,
          steps: [
            'Find a local conservation group, friends-of-the-park group or beach clean, and sign up for a single session.',
            'Arrive early, introduce yourself and ask for a task that suits your energy.',
            'Work at your own pace, taking breaks to look around at the place you are helping.',
            'Chat with other volunteers during breaks, and ask about the wildlife and history of the site.',
            'Before leaving, take a moment to look at what the group has achieved together.',
          ],
          benefits: ['Time outdoors with a clear sense of purpose', 'New social connections'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 240,
          steps: [
            'Commit to a regular session, such as once a month, with the same group or at the same site.',
            'Learn a practical skill, such as hedge-laying, tree planting or a wildlife survey method.',
            'Follow the site through the seasons, noticing how your work changes it over time.',
            'Invite a friend or family member to join you.',
            'Consider joining a citizen science survey so you add records alongside the practical work.',
          ],
          benefits: [
            'A lasting bond with a place',
            'Skills and knowledge of local ecology',
            'Regular physical activity and community',
          ],
        },
      ],
    },
  ],
};
