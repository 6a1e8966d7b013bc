import type { PracticeCategoryContent } from './schema';

export const category: PracticeCategoryContent = {
  slug: 'meditation-mindfulness',
  name: 'Meditation & Mindfulness',
  description:
    'Seated, walking and everyday ways of training attention and awareness, drawn from Buddhist, yogic and modern clinical traditions. Start with a few minutes of breath awareness or a body scan, then explore noting, loving-kindness, open awareness and longer sits as your practice steadies.',
  iconName: 'Flower2',
  sortOrder: 1,
  practices: [
    {
      slug: 'mindful-breath-awareness-meditation',
      name: 'Mindful Breath Awareness',
      description:
        'The foundation of most meditation: resting attention on the natural breath and returning to it each time the mind wanders. You do not change the breath, only notice it. Every return is one repetition of the skill, so wandering is not failure but the very moment the training happens.',
      traditionalRating: 10,
      traditionalEvidence:
        'Rooted in the Buddhist Anapanasati teaching on mindfulness of breathing, practised continuously for about two and a half thousand years.',
      scientificRating: 8,
      scientificEvidence:
        'Breath-focused attention is the core of mindfulness programmes supported by many randomised trials and meta-analyses for stress, anxiety and depressive relapse.',
      culturalOrigins: ['Early Buddhism', 'Theravada tradition', 'Modern clinical mindfulness'],
      risks: [],
      contraindications: [
        'If you are living with trauma, focusing inward with closed eyes can stir distressing memories; keep your eyes open, rest your gaze on the floor and shorten the session.',
        'If attention to breathing makes you anxious or breathless, anchor instead on the feet on the floor or sounds in the room.',
      ],
      preparationRequirements: [
        'A chair, cushion or bench where you can sit upright without strain',
        'A timer with a gentle sound',
        'A few minutes when you are unlikely to be interrupted',
      ],
      metaTitle: 'Mindful Breath Awareness Meditation for Beginners',
      metaDescription:
        'Learn breath awareness meditation step by step: rest attention on the natural breath, return kindly when the mind wanders, and build focus over time.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 5,
          steps: [
            'Sit upright with your hands resting on your thighs and let your eyes close or soften toward the floor.',
            'Take a moment to feel the weight of your body on the seat and the contact of your feet with the ground.',
            'Notice where the breath is easiest to feel: the nostrils, the chest or the belly, and let your attention settle there.',
            'Follow one whole in-breath and one whole out-breath, without trying to make them longer or deeper.',
            'When you notice your mind has wandered, silently say "thinking" and bring your attention back to the next breath.',
            'Continue for five minutes, then open your eyes and notice how you feel before you move on.',
          ],
          benefits: [
            'A calmer, less scattered start or end to the day',
            'A first taste of noticing thoughts without following them',
          ],
        },
        {
          level: 'Intermediate',
          durationMinutes: 15,
          steps: [
            'Settle into your posture and spend the first minute relaxing the jaw, shoulders and belly.',
            'Choose one anchor point for the whole session, such as the sensation of air at the nostrils.',
            'Notice the subtle details of each breath: its temperature, the pause at the top, the pause at the bottom.',
            'When the mind wanders, note briefly where it went, such as planning or remembering, and return without commentary.',
            'If drowsiness comes, open your eyes slightly and straighten your spine; if restlessness comes, widen your attention to the whole body breathing.',
            'In the last minute, let go of the anchor and simply sit, then close the session slowly.',
          ],
          benefits: [
            'Steadier attention that carries into work and conversation',
            'Quicker recognition of when the mind has drifted',
            'A clearer sense of your own mental habits',
          ],
        },
        {
          level: 'Advanced',
          durationMinutes: 40,
          steps: [
            'Begin with a few minutes of whole-body awareness before narrowing attention to the breath.',
            'Rest on the breath with a light touch, letting the effort needed to stay with it become smaller over time.',
            'Notice the beginning, middle and end of each breath, and the brief gaps between them.',
            'As the mind calms, let the breath become as subtle as it wishes, and follow the subtler sensation rather than forcing clarity.',
            'If strong pleasant or unusual sensations arise, acknowledge them and keep returning to the simple breath.',
            'Close by widening attention to the body and the room for a few minutes before standing up.',
          ],
          benefits: [
            'Deeper and more continuous concentration',
            'A settled mind that is less reactive to distraction',
            'A reliable base for insight practices',
          ],
        },
      ],
    },
    {
      slug: 'zen-breath-counting',
      name: 'Zen Breath Counting',
      description:
        'A simple concentration exercise from Zen training: count each out-breath from one to ten, then start again at one. Whenever you lose count or find yourself at eleven, you begin again at one without judgement. The counting gives a busy mind a clear structure and shows at once when attention has slipped.',
      traditionalRating: 8,
      traditionalEvidence:
        'Known in Japanese Zen as susokukan and taught to beginners for many centuries, with roots in earlier Chinese and Indian breath-counting methods.',
      scientificRating: 5,
      scientificEvidence:
        'Breath counting is used in laboratory studies as a behavioural measure of mindfulness, and small trials suggest practising it improves attention; large clinical trials are lacking.',
      culturalOrigins: ['Chinese Chan Buddhism', 'Japanese Zen'],
      risks: [],
      contraindications: [
        'People who tend toward perfectionism may turn losing count into self-criticism; treat each restart as part of the practice, not a mistake.',
        'If counting the breath makes you feel short of breath or panicky, count steps while walking slowly instead.',
      ],
      preparationRequirements: [
        'A stable seat on a cushion or chair',
        'A timer',
        'Eyes half-open with a soft downward gaze',
      ],
      metaTitle: 'Zen Breath Counting: A Simple Focus Meditation',
      metaDescription:
        'Count your breaths from one to ten in the Zen style to steady a wandering mind. Clear steps for beginners and longer sits, with gentle practice tips.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 10,
          steps: [
            'Sit with your back upright, your hands resting in your lap and your gaze lowered to the floor about a metre ahead.',
            'Breathe naturally through your nose for a few breaths without counting.',
            'On the next out-breath, silently count "one", letting the count last as long as the exhale.',
            'Count "two" on the following out-breath, and continue up to ten.',
            'After ten, begin again at one; if you lose count or overshoot, also return to one without comment.',
            'When the timer sounds, stop counting and sit for a few breaths before getting up.',
          ],
          benefits: ['An easy structure for a restless mind', 'Immediate feedback on how focused you are'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 25,
          steps: [
            'Settle into a stable posture, with your hands joined in the Zen cosmic mudra: left hand resting in the right, thumbs lightly touching.',
            'Count both the in-breath and the out-breath, saying "one" on the inhale and "one" again on the exhale, up to ten.',
            'Let the count become quieter and more like a background rhythm than a word.',
            'Notice what pulls you away most often and simply return to one each time.',
            'When the counting feels steady for several cycles, you may switch to counting only the out-breath again to refine the attention.',
            'End with a minute of sitting without counting, then bow or pause before standing.',
          ],
          benefits: [
            'Longer stretches of unbroken attention',
            'Patience with your own mind',
            'A bridge toward just sitting and koan practice',
          ],
        },
      ],
    },
    {
      slug: 'mbsr-body-scan-meditation',
      name: 'Body Scan Meditation',
      description:
        'A slow journey of attention through the body from the toes to the top of the head, noticing whatever sensations are there: warmth, pressure, tingling, numbness or nothing at all. The body scan trains close, non-judging attention and helps many people reconnect with a body they usually only think about.',
      traditionalRating: 6,
      traditionalEvidence:
        'Adapted from the Burmese practice of sweeping attention through the body, and made widely known through Mindfulness-Based Stress Reduction from the late 1970s.',
      scientificRating: 7,
      scientificEvidence:
        'A core element of MBSR and MBCT, which have solid support from randomised trials and meta-analyses; studies of the body scan alone are smaller but point the same way.',
      culturalOrigins: ['Burmese Vipassana', 'Mindfulness-Based Stress Reduction'],
      risks: [],
      contraindications: [
        'If you have a history of trauma, attending to certain areas of the body can bring up distress; skip those areas, keep your eyes open and move on at your own pace.',
        'People with chronic pain may find that attention to painful areas intensifies discomfort at first; start with neutral areas such as the hands and shorten the scan.',
      ],
      preparationRequirements: [
        'A mat, bed or sofa where you can lie on your back, or a comfortable chair',
        'A blanket, as the body cools when still',
        'A recorded guide or a timer if you prefer to guide yourself',
      ],
      metaTitle: 'Body Scan Meditation: A Step-by-Step MBSR Guide',
      metaDescription:
        'Try the MBSR body scan: move attention slowly from your toes to your head to ease tension and reconnect with your body. Short and full-length versions.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 10,
          steps: [
            'Lie on your back with your arms by your sides, or sit comfortably, and let your eyes close if that feels safe.',
            'Feel the whole body resting on the surface beneath you for a few breaths.',
            'Bring attention to your left foot and notice any sensations in the toes, sole and heel.',
            'Move slowly up through the left leg, then the right foot and right leg, spending around thirty seconds on each region.',
            'Continue through the pelvis, belly, chest, back, hands, arms, shoulders, neck and face.',
            'When you notice the mind has wandered, return to the part of the body you last remember.',
            'Finish by sensing the body as a whole, breathing, for a minute before you open your eyes.',
          ],
          benefits: [
            'Noticing and softening hidden muscle tension',
            'A restful pause that many people find calming',
          ],
        },
        {
          level: 'Intermediate',
          durationMinutes: 30,
          steps: [
            'Begin as in the short scan, resting on your back with a blanket over you.',
            'Move through the body in smaller regions, such as each toe, the top of the foot and the ankle separately.',
            'At each region, imagine the breath flowing into it on the in-breath and letting it go on the out-breath.',
            'Where you find no sensation, simply note "no sensation here" and move on without trying to create any.',
            'Where you find discomfort, breathe with it for a few breaths, noticing its edges and texture, before moving on.',
            'If you fall asleep, note it kindly afterward; next time try the practice sitting up or with eyes open.',
            'End by resting in awareness of the whole body for several minutes.',
          ],
          benefits: [
            'Finer awareness of bodily signals such as tension and fatigue',
            'A gentler relationship with uncomfortable sensations',
            'Better recognition of early signs of stress',
          ],
        },
      ],
    },
    {
      slug: 'loving-kindness-metta-meditation',
      name: 'Loving-Kindness (Metta) Meditation',
      description:
        'A practice of deliberately offering goodwill, first to yourself or someone easy to love, then gradually to a neutral person, a difficult person and all beings. You repeat simple phrases such as "May you be safe" and let the intention matter more than any feeling. Over time it softens habits of judgement and builds warmth toward others.',
      traditionalRating: 10,
      traditionalEvidence:
        'One of the four brahmaviharas taught in early Buddhism and practised across Theravada, Mahayana and Tibetan schools for around two and a half thousand years.',
      scientificRating: 7,
      scientificEvidence:
        'Randomised trials and meta-analyses show moderate increases in positive emotion and self-compassion and reductions in self-criticism; effects on other outcomes are more mixed.',
      culturalOrigins: ['Early Buddhism', 'Theravada tradition', 'Tibetan Buddhism'],
      risks: [],
      contraindications: [
        'Offering kindness to yourself can at first bring up grief or a sense of unworthiness; if this feels overwhelming, start with a friend or a pet and return to yourself later.',
        'Do not begin with someone who has harmed you seriously; the difficult-person stage is for mild irritations, and you may leave it out entirely.',
      ],
      preparationRequirements: [
        'A comfortable seated position',
        'Three or four short phrases of goodwill chosen in advance',
        'A timer',
      ],
      metaTitle: 'Loving-Kindness Meditation: How to Practise Metta',
      metaDescription:
        'Practise metta meditation with simple phrases of goodwill for yourself, loved ones, strangers and difficult people. Beginner and deeper guided steps.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 10,
          steps: [
            'Sit comfortably and place a hand on your heart if that helps you feel warmth.',
            'Bring to mind someone who easily makes you smile, such as a good friend, a child or a pet.',
            'Silently offer them phrases such as "May you be safe. May you be healthy. May you be happy. May you live with ease."',
            'Repeat the phrases slowly, letting each one land before the next, and notice any warmth without forcing it.',
            'Now include yourself, offering the same phrases: "May I be safe. May I be healthy."',
            'Close by widening the wish to everyone in your home, street or city for a minute.',
          ],
          benefits: ['A lift in mood and sense of connection', 'A softer inner voice toward yourself'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 25,
          steps: [
            'Begin with yourself or a benefactor, repeating the phrases for around five minutes.',
            'Move to a good friend and then to a neutral person, such as a shopkeeper you see but do not know.',
            'When ready, bring to mind someone mildly difficult, and offer the phrases while recognising that they too want to be happy.',
            'If resistance arises, return briefly to an easy person until warmth returns, then try again.',
            'Finally, extend the phrases outward in all directions to all beings without exception.',
            'Rest for a minute in whatever feeling remains, even if it is simply neutral.',
          ],
          benefits: [
            'Less reactivity toward people who irritate you',
            'A broader sense of shared humanity',
            'Greater resilience to self-criticism',
          ],
        },
        {
          level: 'Advanced',
          durationMinutes: 45,
          steps: [
            'Work through all the categories of people in turn, spending longer where the feeling is weakest.',
            'Practise "breaking down the barriers": hold yourself, a friend, a neutral person and a difficult person in mind together and wish them well equally.',
            'Let the phrases fall away when a steady feeling of goodwill is present, and rest attention on that feeling itself.',
            'Radiate goodwill systematically in each direction: in front, behind, to each side, above and below.',
            'Return to the phrases whenever the feeling fades, without trying to hold on to any peak.',
            'Close by dedicating the good will of the session to someone who needs it.',
          ],
          benefits: [
            'A stable, warm state of mind available on demand',
            'Deep concentration built on a pleasant object',
            'Goodwill that extends beyond personal preference',
          ],
        },
      ],
    },
    {
      slug: 'vipassana-noting-meditation',
      name: 'Vipassana Noting Meditation',
      description:
        'An insight practice in which you give a soft mental label to whatever is most noticeable in each moment: "rising", "falling", "hearing", "thinking", "itching". The labels keep you precise and slightly apart from experience, so that you can see how sensations, thoughts and feelings arise and pass away.',
      traditionalRating: 7,
      traditionalEvidence:
        'Systematised by the Burmese teacher Mahasi Sayadaw in the twentieth century from the much older Satipatthana teachings on the foundations of mindfulness.',
      scientificRating: 5,
      scientificEvidence:
        'Studied mainly as part of broader insight and retreat programmes; small experimental studies suggest labelling experience reduces emotional reactivity, but trials of noting alone are few.',
      culturalOrigins: ['Burmese Theravada Buddhism', 'Satipatthana tradition'],
      risks: [],
      contraindications: [
        'If you are living with trauma or severe anxiety, the close, moment-by-moment attention can heighten distress; keep sessions short and note "seeing" with eyes open.',
        'People with a history of dissociation or psychosis should practise intensive noting only with an experienced teacher.',
        'If the practice brings on persistent unreality, fear or insomnia, pause it, spend time in ordinary activity and seek guidance.',
      ],
      preparationRequirements: [
        'A quiet place to sit',
        'A timer',
        'A short list of basic labels to start with',
      ],
      metaTitle: 'Vipassana Noting Meditation: Mahasi-Style Guide',
      metaDescription:
        'Learn Mahasi-style noting: softly label rising, falling, hearing and thinking to see experience clearly. Safety notes and steps for two levels.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 15,
          steps: [
            'Sit upright and rest your attention on the belly, feeling it rise and fall with the breath.',
            'Silently note "rising" as the belly expands and "falling" as it contracts, keeping the note quiet and brief.',
            'When something else takes your attention, such as a sound, note it simply: "hearing, hearing".',
            'When you notice a thought, note "thinking" and return to the rising and falling.',
            'Note sensations such as "itching" or "aching" for a few moments before returning to the breath.',
            'Keep the labels to about one per second or slower, with most of your attention on the experience itself.',
          ],
          benefits: [
            'Clearer recognition of what the mind is doing',
            'A little space between experience and reaction',
          ],
        },
        {
          level: 'Intermediate',
          durationMinutes: 45,
          steps: [
            'Alternate sitting and walking periods, noting continuously through both.',
            'Note intentions as well as actions, such as "intending to move" before shifting posture.',
            'Let the labels become more precise, distinguishing "pressure", "heat", "tingling" or "pulsing".',
            'Notice the beginning and ending of each experience and note "gone" when something vanishes.',
            'Include emotions and mental states in your noting: "restless", "bored", "calm", "doubting".',
            'If the noting becomes mechanical, slow it down and feel the experience more fully before labelling it.',
            'End with a few minutes of quiet sitting without labels.',
          ],
          benefits: [
            'Direct insight into how quickly experience changes',
            'Less identification with passing moods and thoughts',
            'Sharper, more continuous mindfulness',
          ],
        },
      ],
    },
    {
      slug: 'zazen-shikantaza-just-sitting',
      name: 'Zazen: Shikantaza (Just Sitting)',
      description:
        'The central practice of Soto Zen, in which you sit in a stable, upright posture with no object to hold on to, simply being present with whatever arises. Thoughts come and go like traffic outside a window. Posture and breath do much of the work, and the practice is valued as an expression of awakeness rather than a technique to get somewhere.',
      traditionalRating: 9,
      traditionalEvidence:
        'Taught by Dogen in thirteenth-century Japan, drawing on Chinese Chan silent illumination, and practised in Zen monasteries ever since.',
      scientificRating: 4,
      scientificEvidence:
        'Laboratory studies of experienced Zen practitioners show differences in attention and mind-wandering networks; controlled trials of shikantaza itself are scarce.',
      culturalOrigins: ['Chinese Chan Buddhism', 'Japanese Soto Zen'],
      risks: [],
      contraindications: [
        'Objectless sitting offers little to hold on to; if you are living with trauma or severe anxiety, begin with breath counting or eyes-open anchoring instead.',
        'Full or half lotus can strain knees and hips; use a chair, bench or kneeling posture rather than forcing the legs.',
      ],
      preparationRequirements: [
        'A zafu cushion with a mat, a meditation bench, or a firm chair',
        'A plain wall or floor to face',
        'A timer or a bell',
      ],
      metaTitle: 'Shikantaza: How to Practise Zen Just Sitting',
      metaDescription:
        'Practise zazen in the Soto Zen way: upright posture, open eyes and no object of focus. A clear guide to shikantaza for new and experienced sitters.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 15,
          steps: [
            'Sit facing a wall about a metre away, on a cushion, bench or chair, with your knees lower than your hips if possible.',
            'Rock gently side to side to find your centre, then lengthen your spine as if the crown of your head were lifted by a thread.',
            'Rest your hands in the cosmic mudra, left hand on top of the right, thumbs lightly touching to form an oval.',
            'Keep your eyes half-open, gazing softly down at an angle, without focusing on anything.',
            'Let the breath be natural and sit, noticing thoughts arise and letting them pass without following them.',
            'When you find yourself lost in thought, return to the posture itself: upright spine, hands, eyes.',
          ],
          benefits: [
            'A calm, alert presence without needing a technique',
            'An honest view of the mind as it is',
          ],
        },
        {
          level: 'Intermediate',
          durationMinutes: 40,
          steps: [
            'Sit two periods of about twenty minutes with a few minutes of slow walking between them.',
            'Drop any object of concentration and sit with the whole field of experience at once.',
            'When sleepiness arises, check the posture, lift the gaze slightly and straighten the spine.',
            'When thoughts become insistent, neither push them away nor engage them; let them come and go like clouds.',
            'Notice any striving to reach a special state and let that too be part of just sitting.',
            'At the end, bow to your seat or pause with your hands together before standing.',
          ],
          benefits: [
            'Equanimity toward thoughts and sensations',
            'A stronger sense of being present without effort',
            'Steadiness that carries into daily life',
          ],
        },
      ],
    },
    {
      slug: 'kinhin-slow-walking-meditation',
      name: 'Slow Walking Meditation',
      description:
        'Mindfulness practised while walking very slowly, paying close attention to the lifting, moving and placing of each foot. It is a natural partner to sitting practice, suits people who find stillness difficult, and brings meditative attention into movement. Zen kinhin and Theravada walking both follow this pattern.',
      traditionalRating: 8,
      traditionalEvidence:
        'Walking meditation appears in the earliest Buddhist texts and is practised as kinhin in Zen and as cankama in Theravada monasteries.',
      scientificRating: 5,
      scientificEvidence:
        'Small randomised trials, often with older adults, report benefits for mood, balance and blood pressure; larger, rigorous studies are still limited.',
      culturalOrigins: ['Early Buddhism', 'Japanese Zen', 'Theravada tradition'],
      risks: [],
      contraindications: [
        'Very slow walking challenges balance; if you are unsteady on your feet, walk near a wall or rail and use a normal pace.',
        'People with foot or knee pain should keep steps short and stop if pain increases.',
      ],
      preparationRequirements: [
        'A clear path of about five to ten metres, indoors or outside',
        'Flat shoes or bare feet on a safe surface',
        'A timer',
      ],
      metaTitle: 'Slow Walking Meditation: Kinhin and Mindful Steps',
      metaDescription:
        'Practise slow walking meditation: feel each foot lift, move and land. A gentle alternative to sitting still, with steps from Zen and Theravada practice.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 10,
          steps: [
            'Stand at one end of your path with your arms relaxed and feel the weight of your body through both feet.',
            'Begin walking at about half your usual speed, letting your gaze rest on the ground a few steps ahead.',
            'Feel the sensations of each step: the heel lifting, the foot swinging through, and the sole touching down.',
            'At the end of the path, stop, stand for a breath, turn slowly, and walk back.',
            'When your mind wanders, pause, feel both feet on the ground, and begin again.',
            'Finish by standing still for a minute and noticing the body at rest.',
          ],
          benefits: ['A way to meditate when sitting feels too restless', 'Grounded attention in the body'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 20,
          steps: [
            'Hold your hands lightly at the waist, as in Zen kinhin, with the right hand folded around the left fist.',
            'Slow down so that each step lasts about one full breath: inhale as the foot lifts, exhale as it lands.',
            'Divide each step into three phases and note them silently: "lifting", "moving", "placing".',
            'Notice the shifting of weight and the small adjustments of balance in the ankles and hips.',
            'Notice the intention to move that arises just before each step begins.',
            'Keep walking continuously through distractions, returning each time to the sensation in the soles.',
          ],
          benefits: [
            'Continuous mindfulness that bridges formal practice and daily movement',
            'Improved balance and body awareness',
            'A refreshing break in long periods of sitting',
          ],
        },
      ],
    },
    {
      slug: 'open-awareness-meditation',
      name: 'Open Awareness Meditation',
      description:
        'Instead of focusing on one object, you let attention rest open to whatever appears: sounds, sensations, thoughts and feelings, all held in a wide, receptive awareness. Nothing is chosen or rejected. This style, sometimes called open monitoring or choiceless awareness, is often explored after some grounding in focused practice.',
      traditionalRating: 8,
      traditionalEvidence:
        'Related to Tibetan Dzogchen and Mahamudra resting in awareness and to the choiceless awareness taught by modern teachers, practised for many centuries.',
      scientificRating: 5,
      scientificEvidence:
        'Laboratory and imaging studies distinguish open monitoring from focused attention and link it to cognitive flexibility; clinical trials of the style alone are limited.',
      culturalOrigins: ['Tibetan Buddhism', 'Modern non-dual teachings'],
      risks: [],
      contraindications: [
        'Without an anchor, people with trauma or strong anxiety can feel unmoored; keep a simple anchor such as the feet available and return to it whenever needed.',
        'If the practice brings on feelings of unreality or detachment that persist after sessions, return to focused breath practice and seek an experienced teacher.',
      ],
      preparationRequirements: [
        'A quiet, comfortable seat',
        'Some experience with breath or body-focused practice',
        'A timer',
      ],
      metaTitle: 'Open Awareness Meditation: Practise Choiceless Awareness',
      metaDescription:
        'Learn open awareness meditation: rest in wide, receptive attention to sounds, sensations and thoughts without choosing. Steps and safety tips.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 10,
          steps: [
            'Begin with two or three minutes of breath awareness to settle the mind.',
            'Let the breath move into the background and widen your attention to include sounds around you.',
            'Include bodily sensations, letting them come and go alongside the sounds.',
            'When a thought appears, notice it as one more event in awareness, like a sound, and let it pass.',
            'If you get caught up in a train of thought, return to the breath for a few moments, then widen again.',
            'Finish by noticing the quality of awareness itself: open, present and already here.',
          ],
          benefits: ['A spacious, less cramped sense of mind', 'Less grip on individual thoughts'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 25,
          steps: [
            'Sit for a few minutes with the breath, then drop all objects of focus.',
            'Rest attention wide, like a sky that lets weather pass through without choosing any part of it.',
            'Notice the impulse to grasp at pleasant experiences or push away unpleasant ones, and let that impulse also come and go.',
            'Let the effort of meditating relax, sustaining only a light, continuous knowing of what is happening.',
            'Each time you realise you were lost in thought, relax back into open awareness rather than starting over.',
            'Close by gradually bringing attention back to the body and the room before moving.',
          ],
          benefits: [
            'Greater cognitive flexibility and creativity',
            'Equanimity with changing experience',
            'A more effortless way of being present',
          ],
        },
      ],
    },
    {
      slug: 'three-minute-breathing-space',
      name: 'Three-Minute Breathing Space',
      description:
        'A short, three-part mindfulness practice from Mindfulness-Based Cognitive Therapy, shaped like an hourglass: first widen to notice what is here, then narrow to the breath, then widen again to the whole body. It is designed to be used in the middle of daily life, especially when stress or low mood begins to build.',
      traditionalRating: 3,
      traditionalEvidence:
        'Developed by the founders of Mindfulness-Based Cognitive Therapy around the turn of the twenty-first century, drawing on Buddhist mindfulness.',
      scientificRating: 6,
      scientificEvidence:
        'A central home practice of MBCT, which meta-analyses show reduces depressive relapse; the breathing space alone has been tested only in small studies.',
      culturalOrigins: ['Mindfulness-Based Cognitive Therapy', 'Buddhist mindfulness'],
      risks: [],
      contraindications: [
        'It is not a substitute for treatment in a depressive crisis; if your mood is very low or you have thoughts of self-harm, contact a clinician or crisis line.',
        'If attending to difficult feelings makes them feel larger, keep the first step very brief and spend longer on the feet and breath.',
      ],
      preparationRequirements: [
        'Nothing but a moment to pause, sitting or standing',
        'A reminder or cue to use it during the day',
      ],
      metaTitle: 'The 3-Minute Breathing Space: MBCT Mindfulness Pause',
      metaDescription:
        'Use the MBCT three-minute breathing space to catch stress early: notice, gather on the breath, then expand. A short practice you can use anywhere.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 3,
          steps: [
            'Sit or stand upright, close your eyes if you wish, and ask yourself: what is going on for me right now?',
            'For about a minute, notice the thoughts, feelings and body sensations that are present, without trying to change them.',
            'For the next minute, gather your attention onto the breath at the belly, following each in-breath and out-breath.',
            'For the final minute, expand your attention to the whole body breathing, including your posture and facial expression.',
            'Open your eyes and choose your next action with this wider awareness.',
          ],
          benefits: ['A quick reset in a stressful moment', 'Catching low mood or stress before it spirals'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 5,
          steps: [
            'Use the breathing space as a coping tool whenever you notice a difficult feeling arising.',
            'In the first step, name what you find in a few words, such as "tightness in the chest, worry about tomorrow".',
            'In the second step, stay with the breath for several cycles until you feel a little more gathered.',
            'In the third step, breathe into any area of tension, saying silently "it is already here, let me feel it".',
            'Afterward, consider a wise next step: a pleasant activity, a task to master, or simply continuing with more awareness.',
          ],
          benefits: [
            'A practical bridge from formal practice to daily life',
            'More choice in how you respond to difficulty',
            'A gentler relationship with unpleasant feelings',
          ],
        },
      ],
    },
    {
      slug: 'stop-mindfulness-pause',
      name: 'STOP Mindful Pause',
      description:
        'A one-minute practice built around an easy acronym: Stop, Take a breath, Observe, Proceed. It interrupts autopilot in the middle of a busy day so you can notice what is happening in your body and mind before you act. Many people link it to everyday cues such as opening email or walking through a door.',
      traditionalRating: 2,
      traditionalEvidence:
        'A modern teaching tool that grew out of mindfulness-based stress reduction programmes, drawing on older Buddhist ideas of pausing before reacting.',
      scientificRating: 3,
      scientificEvidence:
        'Used widely in mindfulness courses and workplace programmes, but there is little research on STOP as a stand-alone practice.',
      culturalOrigins: ['Mindfulness-Based Stress Reduction', 'Workplace mindfulness programmes'],
      risks: [],
      contraindications: [
        'Pausing to notice feelings can bring up strong emotions at awkward moments; if that happens, keep the observe step to the feet and the breath and return later.',
      ],
      preparationRequirements: ['A regular daily cue to remind you, such as a phone notification or doorway'],
      metaTitle: 'STOP Practice: A One-Minute Mindfulness Pause',
      metaDescription:
        'Stop, Take a breath, Observe, Proceed: a one-minute mindfulness practice to step out of autopilot and respond instead of reacting during a busy day.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 1,
          steps: [
            'Stop whatever you are doing and let your body become still for a moment.',
            'Take one slow, full breath, feeling the air come in and go out.',
            'Observe what is here: sensations in your body, the emotion you are feeling, and the thoughts in your mind.',
            'Proceed with what you were doing, or choose a different action if that now seems wiser.',
          ],
          benefits: ['Breaking out of autopilot', 'Fewer hasty reactions in tense moments'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 2,
          steps: [
            'Choose three cues in your day, such as before opening email, before meals and before starting the car.',
            'At each cue, stop fully, including your hands and eyes.',
            'Take three breaths instead of one, letting the out-breath be a little longer.',
            'Observe more precisely: where in the body is the feeling, and what is the mind urging you to do?',
            'Proceed with one clear intention, for example "listen before answering".',
            'At the end of the day, recall which pauses you remembered and what you noticed.',
          ],
          benefits: [
            'A habit of checking in with yourself throughout the day',
            'Clearer, more intentional choices',
            'Early notice of stress building up',
          ],
        },
      ],
    },
    {
      slug: 'trataka-candle-gazing-meditation',
      name: 'Trataka Candle Gazing',
      description:
        'A yogic concentration practice in which you gaze steadily at a small point, traditionally a candle flame, then close your eyes and hold the after-image in the mind. The single visual focus quiets mental chatter quickly, which makes it appealing for people who struggle with breath-focused meditation.',
      traditionalRating: 8,
      traditionalEvidence:
        'Described in the medieval Hatha Yoga Pradipika as one of the six cleansing practices, and practised in yogic lineages for centuries.',
      scientificRating: 3,
      scientificEvidence:
        'A handful of small trials, mostly from India, report improvements in attention and memory; the studies are small and often lack strong controls.',
      culturalOrigins: ['Indian Hatha Yoga'],
      risks: [],
      contraindications: [
        'People with epilepsy, especially photosensitive epilepsy, should avoid flame gazing, as flickering light can trigger seizures.',
        'Avoid if you have glaucoma, recent eye surgery, or eye strain; gaze at a dot on paper instead and blink whenever needed.',
        'Never leave a lit candle unattended and keep it away from fabrics and hair.',
      ],
      preparationRequirements: [
        'A candle in a steady holder at eye level, about an arm’s length away',
        'A dim room without draughts so the flame stays still',
        'Contact lenses removed if they make your eyes dry',
      ],
      metaTitle: 'Trataka Candle Gazing: A Yogic Focus Meditation',
      metaDescription:
        'Learn trataka, the yogic candle-gazing meditation, to sharpen focus and quiet the mind. Steps, eye-safety advice and who should avoid it.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 5,
          steps: [
            'Sit comfortably with the candle at eye level, an arm’s length away, in a dim, still room.',
            'Take a few relaxed breaths, then open your eyes and rest your gaze on the tip of the flame.',
            'Gaze softly for about thirty seconds, blinking whenever you need to, without straining.',
            'Close your eyes and watch the after-image of the flame in your mind’s eye until it fades.',
            'Repeat the cycle of gazing and closing the eyes three or four times.',
            'Finish by cupping your warm palms over your closed eyes for a few breaths.',
          ],
          benefits: ['Rapid settling of mental chatter', 'A clear, single point of focus'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 15,
          steps: [
            'Set up as before and settle with a minute of quiet breathing.',
            'Gaze at the flame for up to one or two minutes, keeping the eyes relaxed and blinking if they water or sting.',
            'Close your eyes and hold the after-image steadily at the point between the eyebrows.',
            'When the image fades, keep attention at that point, recalling the flame as clearly as you can.',
            'Repeat for several rounds, gradually lengthening the inner gazing rather than the outer gazing.',
            'End by palming the eyes, then sitting quietly before turning on the lights.',
          ],
          benefits: [
            'Stronger concentration that carries into other practices',
            'A calm, collected state before study or creative work',
            'Training in steady visualisation',
          ],
        },
      ],
    },
    {
      slug: 'tonglen-compassion-meditation',
      name: 'Tonglen (Giving and Taking)',
      description:
        'A Tibetan compassion practice that reverses the usual instinct to avoid pain. On the in-breath you imagine taking in the suffering of another person, and on the out-breath you send them relief, warmth and whatever would help. The breath is natural; the work is in the imagination and the heart, and it gradually widens compassion beyond yourself.',
      traditionalRating: 8,
      traditionalEvidence:
        'Part of the Tibetan lojong mind-training teachings, written down around the eleventh and twelfth centuries and practised widely today.',
      scientificRating: 4,
      scientificEvidence:
        'Compassion-training programmes that draw on tonglen show benefits for empathy and distress in controlled trials; tonglen on its own has been studied only in small samples.',
      culturalOrigins: ['Tibetan Buddhism', 'Indian Mahayana Buddhism'],
      risks: [],
      contraindications: [
        'If you are grieving, depressed or caring for someone very ill, imagining taking in suffering can feel too heavy; begin with your own pain or practise loving-kindness first.',
        'People with trauma should not choose a traumatic situation as the focus; work with everyday, manageable difficulties.',
      ],
      preparationRequirements: [
        'Some familiarity with loving-kindness or breath practice',
        'A quiet seat',
        'A specific, manageable situation to work with',
      ],
      metaTitle: 'Tonglen Meditation: Tibetan Practice of Compassion',
      metaDescription:
        'Practise tonglen, the Tibetan giving-and-taking meditation: breathe in difficulty, breathe out relief. A gentle guide with steps and wise cautions.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 10,
          steps: [
            'Sit quietly and rest for a minute in a calm, open state of mind.',
            'Bring to mind a difficulty of your own, such as stress about work, and sense how it feels in the body.',
            'Breathing in, imagine gathering up that heaviness as a dark, warm cloud, and let it dissolve in your heart.',
            'Breathing out, imagine sending yourself lightness, ease and relief, like cool bright air.',
            'Widen the practice: breathe in the same difficulty for everyone who feels it, and breathe out ease to all of them.',
            'Let go of the imagery and rest for a minute before finishing.',
          ],
          benefits: [
            'A softer relationship with your own difficulties',
            'A felt sense that you are not alone in struggling',
          ],
        },
        {
          level: 'Intermediate',
          durationMinutes: 20,
          steps: [
            'Begin with a minute of open, spacious awareness.',
            'Work with the texture of the imagery: breathe in heat, heaviness and darkness; breathe out coolness, lightness and brightness.',
            'Bring to mind a specific person who is suffering, and on each in-breath take in their pain; on each out-breath, send what would help them.',
            'When you feel resistance or fear, do tonglen for that resistance in yourself and in everyone who feels it.',
            'Extend the practice to people in similar situations, then to all beings.',
            'Close by resting in open awareness and dedicating the practice.',
          ],
          benefits: [
            'Greater compassion and less avoidance of others’ pain',
            'Reduced fear of difficult emotions',
            'Warmth that can prevent empathic burnout',
          ],
        },
      ],
    },
    {
      slug: 'mindfulness-of-sounds-meditation',
      name: 'Mindfulness of Sounds',
      description:
        'A meditation in which sounds become the object of attention: near and far, loud and soft, pleasant and annoying. You listen to sounds as raw sensations, noticing how the mind quickly names and judges them. Because sounds come and go on their own, this is a gentle doorway to seeing impermanence and to more open awareness.',
      traditionalRating: 5,
      traditionalEvidence:
        'Listening is one of the sense doors in Buddhist mindfulness teaching and has a long place in Zen and Indian contemplative practice; it is a standard MBCT and MBSR exercise today.',
      scientificRating: 4,
      scientificEvidence:
        'Included in mindfulness programmes with good trial support, but the sound-focused practice has rarely been studied on its own.',
      culturalOrigins: ['Buddhist mindfulness', 'Mindfulness-Based Cognitive Therapy'],
      risks: [],
      contraindications: [
        'People with tinnitus or sensitivity to sound may find this practice heightens distress; choose a quieter setting or use the breath as the anchor instead.',
      ],
      preparationRequirements: [
        'Any setting with some ambient sound, indoors or outside',
        'A comfortable seat',
      ],
      metaTitle: 'Mindfulness of Sounds: A Listening Meditation',
      metaDescription:
        'Use sound as your meditation anchor: listen to near and far sounds without judging them. A calming practice for busy minds and noisy places.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 8,
          steps: [
            'Sit comfortably, close your eyes and spend a minute feeling the breath.',
            'Shift your attention to hearing, letting sounds come to you rather than searching for them.',
            'Notice sounds close by, then sounds further away, and even the quiet spaces between them.',
            'Listen to each sound as pure sensation: its pitch, volume and texture, rather than its name.',
            'When you notice yourself judging a sound as annoying or pleasant, notice that too and return to listening.',
            'Finish with a few breaths before opening your eyes.',
          ],
          benefits: ['Calm that does not depend on silence', 'Less irritation with everyday noise'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 20,
          steps: [
            'Settle in and open your attention to the whole soundscape at once, like a microphone that picks up everything.',
            'Notice how each sound begins, lasts and ends, paying special attention to the endings.',
            'Begin to treat thoughts in the same way, as events that appear and disappear like sounds.',
            'Notice when a thought pulls you into a story, and return to the arising and passing of sounds.',
            'In the last few minutes, let go of any focus and rest in open listening.',
          ],
          benefits: [
            'A vivid, practical sense of impermanence',
            'Practice in seeing thoughts as passing events',
            'A bridge to open awareness meditation',
          ],
        },
      ],
    },
    {
      slug: 'feeling-tone-vedana-meditation',
      name: 'Feeling Tone (Vedana) Meditation',
      description:
        'A practice of noticing whether each moment of experience feels pleasant, unpleasant or neutral, before the mind reacts with wanting or aversion. Buddhist teaching calls this feeling tone vedana. Seeing it clearly reveals the split second where craving and avoidance begin, and gives you more freedom in how you respond.',
      traditionalRating: 9,
      traditionalEvidence:
        'Mindfulness of feeling tone is the second of the four foundations of mindfulness in the Satipatthana teachings, practised for about two and a half thousand years.',
      scientificRating: 4,
      scientificEvidence:
        'Clinical programmes such as MBCT use pleasant and unpleasant experience exercises, and recent research interest is growing, but direct trials are few.',
      culturalOrigins: ['Early Buddhism', 'Theravada tradition', 'Mindfulness-Based Cognitive Therapy'],
      risks: [],
      contraindications: [
        'If you are living with chronic pain or trauma, focusing on unpleasant tones may feel overwhelming at first; balance it by spending time with pleasant or neutral experiences.',
      ],
      preparationRequirements: ['A quiet seat', 'Some experience with basic breath or body awareness'],
      metaTitle: 'Feeling Tone Meditation: Pleasant, Unpleasant, Neutral',
      metaDescription:
        'Practise vedana meditation: notice if each moment feels pleasant, unpleasant or neutral, and catch craving and aversion before they take hold.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 10,
          steps: [
            'Sit comfortably and settle with a few minutes of breath awareness.',
            'Notice a sensation in the body, a sound or a thought, and ask: is this pleasant, unpleasant or neutral?',
            'Note the tone silently with one word and move on to the next experience.',
            'Notice that the tone is often subtle, and that neutral experiences are very common.',
            'Return to the breath whenever you feel lost, then resume noting feeling tones.',
          ],
          benefits: [
            'Awareness of how quickly the mind likes and dislikes',
            'A moment of choice before automatic reactions',
          ],
        },
        {
          level: 'Intermediate',
          durationMinutes: 20,
          steps: [
            'Begin with breath awareness, then note the feeling tone of each breath itself.',
            'When a tone is noted, watch what follows: a lean toward it, a push away, or boredom.',
            'Rest in the gap between feeling and reaction, letting the reaction weaken before it takes shape.',
            'Practise the same noticing during the day, for example with the first sip of coffee or an unwelcome email.',
            'At the end of the day, recall a few moments where you noticed the tone before reacting.',
          ],
          benefits: [
            'Less compulsive craving and avoidance',
            'Greater emotional balance in daily situations',
            'Insight into how habits are driven by feeling tone',
          ],
        },
      ],
    },
    {
      slug: 'self-inquiry-who-am-i-meditation',
      name: 'Self-Inquiry (Who Am I?)',
      description:
        'A contemplative practice from Advaita Vedanta in which you turn attention back toward the sense of "I" itself, asking "Who am I?" or "To whom does this thought arise?". The question is not answered with words; it points attention to the awareness in which thoughts appear. It suits people drawn to direct, non-dual contemplation.',
      traditionalRating: 8,
      traditionalEvidence:
        'Taught by Ramana Maharshi in twentieth-century India, drawing on Advaita Vedanta teachings that are more than a thousand years old.',
      scientificRating: 2,
      scientificEvidence:
        'There is almost no direct research; related work on self-referential thinking and non-dual awareness is early and exploratory.',
      culturalOrigins: ['Indian Advaita Vedanta'],
      risks: [],
      contraindications: [
        'People with a history of depersonalisation, dissociation or psychosis should avoid this practice or do it only with an experienced teacher and clinical support.',
        'If questioning the self leaves you feeling unreal, frightened or detached for hours afterward, stop and return to grounding practices such as walking.',
      ],
      preparationRequirements: [
        'A steady meditation practice of some months',
        'A quiet seat',
        'A short session length to begin with',
      ],
      metaTitle: 'Self-Inquiry Meditation: Asking "Who Am I?"',
      metaDescription:
        'Explore self-inquiry in the style of Ramana Maharshi: turn attention to the sense of I and rest as awareness. Steps, guidance and honest cautions.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 10,
          steps: [
            'Sit quietly and settle with a few minutes of breath awareness.',
            'When a thought appears, ask silently and gently: "To whom does this thought arise?"',
            'Notice the answer "to me", then ask, "Who am I?" and turn attention toward the feeling of being you.',
            'Do not look for a verbal answer; rest attention on the simple sense of being present.',
            'When thoughts pull you away, repeat the question softly and return to that sense of being.',
          ],
          benefits: [
            'A taste of stepping back from identification with thoughts',
            'A quiet, spacious feeling of presence',
          ],
        },
        {
          level: 'Intermediate',
          durationMinutes: 30,
          steps: [
            'Sit in stillness and use the question less often, only when attention drifts into thought.',
            'Stay with the felt sense of "I am" itself, before any description of who or what you are.',
            'Notice that thoughts, sensations and perceptions appear in awareness, and rest as that awareness.',
            'If effort becomes tense, relax it; the practice is more like resting than searching.',
            'End by moving gently and noticing whether the sense of presence stays with you as you stand.',
          ],
          benefits: [
            'Less entanglement with self-critical thinking',
            'A steady sense of inner stillness',
            'Experiential insight into non-dual teachings',
          ],
        },
      ],
    },
    {
      slug: 'equanimity-upekkha-meditation',
      name: 'Equanimity (Upekkha) Meditation',
      description:
        'A meditation that cultivates balance: a steady, caring mind that is not thrown about by pleasure and pain, praise and blame. You reflect on phrases such as "Things are as they are" and hold people and situations with both care and acceptance of what you cannot control. It is a natural companion to loving-kindness and compassion practice.',
      traditionalRating: 9,
      traditionalEvidence:
        'The fourth of the Buddhist brahmaviharas, taught alongside loving-kindness, compassion and sympathetic joy for around two and a half thousand years.',
      scientificRating: 4,
      scientificEvidence:
        'Research on the acceptance and equanimity components of mindfulness suggests they matter for stress reduction, but trials of equanimity meditation itself are few.',
      culturalOrigins: ['Early Buddhism', 'Theravada tradition'],
      risks: [],
      contraindications: [
        'Equanimity is not indifference; if you are in an unsafe situation, use this practice alongside taking action, not instead of it.',
        'If you are depressed, reflections on what you cannot control may deepen hopelessness; pair them with loving-kindness and seek support.',
      ],
      preparationRequirements: [
        'Some experience with loving-kindness practice',
        'A quiet seat',
        'A few phrases of equanimity chosen in advance',
      ],
      metaTitle: 'Equanimity Meditation: Cultivating a Balanced Mind',
      metaDescription:
        'Build emotional balance with upekkha meditation: hold people and events with care and acceptance. Phrases, steps and tips for steadier days.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 10,
          steps: [
            'Sit comfortably and settle with a few breaths.',
            'Bring to mind a neutral person, someone you neither like nor dislike.',
            'Silently repeat phrases such as "You are the owner of your actions. Your happiness depends on your choices, not my wishes."',
            'Notice any sense of balance or steadiness, even a slight one, and rest in it.',
            'Apply the same phrases to yourself: "May I accept things as they are."',
            'Finish with a minute of quiet sitting.',
          ],
          benefits: [
            'Less agitation about what is outside your control',
            'A sense of steadiness under pressure',
          ],
        },
        {
          level: 'Intermediate',
          durationMinutes: 25,
          steps: [
            'Begin with a few minutes of loving-kindness toward an easy person to warm the heart.',
            'Move to a neutral person and offer equanimity phrases for several minutes.',
            'Extend the phrases to a loved one, noticing any wish to control their life, and let it soften.',
            'Extend them to a difficult person, holding both care and the recognition that their choices are theirs.',
            'Reflect on a current situation that upsets you, and hold it with the phrase "Things are as they are; may I meet them wisely."',
            'Rest in the balanced feeling that remains.',
          ],
          benefits: [
            'Caring without being overwhelmed',
            'More stable relationships with loved ones',
            'Resilience in times of change',
          ],
        },
      ],
    },
    {
      slug: 'mountain-meditation',
      name: 'Mountain Meditation',
      description:
        'A guided imagery meditation in which you sit like a mountain: grounded, upright and unmoving while weather, seasons and storms pass over it. The image offers a felt sense of stability in the face of changing moods and events. It is a friendly practice for beginners who find imagery easier than bare attention.',
      traditionalRating: 3,
      traditionalEvidence:
        'A modern guided meditation popularised in mindfulness-based stress reduction teaching from the 1990s, echoing mountain imagery in Zen and Taoist poetry.',
      scientificRating: 3,
      scientificEvidence:
        'Used in mindfulness programmes with good overall support, but there is no substantial research on this particular imagery practice.',
      culturalOrigins: ['Mindfulness-Based Stress Reduction', 'Zen and Taoist imagery'],
      risks: [],
      contraindications: [
        'People who find imagery hard or distressing can use the physical posture alone, sensing its weight and stability without visualising.',
      ],
      preparationRequirements: [
        'A stable seated posture on a chair or cushion',
        'A recorded guide or memorised outline',
      ],
      metaTitle: 'Mountain Meditation: Find Stability in Change',
      metaDescription:
        'Sit like a mountain while thoughts and feelings pass like weather. A guided imagery meditation for stability, with steps for beginners and beyond.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 10,
          steps: [
            'Sit upright with a stable base, hands resting on your knees, and let your eyes close.',
            'Picture a mountain you know or imagine, with its broad base, rising slopes and high summit.',
            'Bring the mountain into your body: your seat is its base, your spine its slopes, your head its summit.',
            'Feel the weight and steadiness of your body as the weight and steadiness of the mountain.',
            'Imagine weather passing over the mountain: sun, cloud, rain, snow, while the mountain remains unmoved.',
            'Finish by sitting as the mountain for a few breaths before opening your eyes.',
          ],
          benefits: ['A felt sense of steadiness', 'Easier access to calm for people who like imagery'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 20,
          steps: [
            'Establish the mountain posture and imagery as in the beginner practice.',
            'Let the seasons pass over the mountain, noticing how its surface changes while its core does not.',
            'Link the weather to your inner life: moods, thoughts and difficulties as storms and clear days.',
            'Bring to mind a current difficulty and let it be a storm passing over the mountain, without trying to stop it.',
            'Drop the imagery and sit with the sense of stability itself for several minutes.',
          ],
          benefits: [
            'Perspective on changing moods',
            'A resource to recall during stressful events',
            'A steady, upright posture',
          ],
        },
      ],
    },
    {
      slug: 'sky-gazing-meditation',
      name: 'Sky Gazing Meditation',
      description:
        'A Tibetan practice of resting the eyes in the open sky and letting the mind become as vast and clear as the space in front of you. You look into the sky without focusing on anything, letting thoughts dissolve into that openness. It is simple, refreshing and a natural introduction to open awareness.',
      traditionalRating: 7,
      traditionalEvidence:
        'Practised in Tibetan Dzogchen lineages for many centuries as a way of recognising the open, spacious nature of mind.',
      scientificRating: 1,
      scientificEvidence:
        'No direct research exists; related studies of open-monitoring meditation and time in nature offer only indirect support.',
      culturalOrigins: ['Tibetan Buddhism', 'Bon tradition'],
      risks: [],
      contraindications: [
        'Never look at or near the sun; practise with the sun behind you, at dawn or dusk, or on an overcast day.',
        'If vast open space makes you feel anxious or unreal, keep part of your view on trees, rooftops or the horizon.',
      ],
      preparationRequirements: [
        'An open view of the sky, outdoors or through a window',
        'A comfortable seat facing away from the sun',
      ],
      metaTitle: 'Sky Gazing Meditation: Rest the Mind in Open Space',
      metaDescription:
        'Try sky gazing meditation from Tibetan Dzogchen: rest your gaze in the open sky and let thoughts dissolve. Simple steps and eye-safety notes.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 10,
          steps: [
            'Sit comfortably outdoors or by a window, with the sun behind you or to the side.',
            'Let your gaze rest on the sky slightly above the horizon, without focusing on clouds or birds.',
            'Breathe naturally, letting the out-breath feel as though it flows out into the space before you.',
            'When thoughts arise, let them dissolve into the sky like mist, without following them.',
            'Blink whenever you need to and keep the eyes soft and relaxed.',
            'Finish by closing your eyes for a minute and noticing whether the mind feels more spacious.',
          ],
          benefits: ['A refreshing sense of space in the mind', 'A calm break from screen-focused attention'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 25,
          steps: [
            'Begin with a few minutes of relaxed breathing and body awareness.',
            'Gaze into the open sky and let the sense of inner and outer space merge.',
            'Notice that thoughts appear and vanish within awareness, just as clouds form and dissolve in the sky.',
            'Rest without meditating on anything, releasing effort each time you notice a subtle grasping.',
            'Alternate periods of gazing with periods of resting with eyes closed, noticing if the spaciousness remains.',
          ],
          benefits: [
            'A direct taste of open awareness',
            'Less attachment to passing thoughts',
            'Calm clarity that carries into the rest of the day',
          ],
        },
      ],
    },
    {
      slug: 'maranasati-death-contemplation',
      name: 'Maranasati (Death Contemplation)',
      description:
        'A reflective meditation on the certainty of death and the uncertainty of its timing. Far from being morbid, it is traditionally used to sharpen priorities, loosen trivial worries and deepen gratitude for the life you have now. You reflect on a few clear themes and notice what matters most in their light.',
      traditionalRating: 9,
      traditionalEvidence:
        'Taught in early Buddhist texts and central in Tibetan practice; similar reflections appear in Stoic memento mori and Christian contemplative traditions.',
      scientificRating: 3,
      scientificEvidence:
        'Small experimental studies suggest reflecting on mortality can increase gratitude and focus on intrinsic values; there are no large clinical trials.',
      culturalOrigins: ['Early Buddhism', 'Tibetan Buddhism', 'Stoic philosophy'],
      risks: [],
      contraindications: [
        'Avoid this practice if you are recently bereaved, depressed, or have had thoughts of suicide; if such thoughts arise, contact a clinician or crisis line.',
        'People with health anxiety or a serious illness may find it distressing; choose gentler reflections on impermanence and gratitude instead.',
      ],
      preparationRequirements: [
        'A settled, stable mood on the day of practice',
        'A quiet seat',
        'A journal if you wish to note reflections afterward',
      ],
      metaTitle: 'Maranasati: Death Contemplation Meditation Guide',
      metaDescription:
        'Reflect on mortality with maranasati, the Buddhist death contemplation, to clarify priorities and deepen gratitude. Steps and clear cautions.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 10,
          steps: [
            'Sit quietly and settle with a few minutes of breath awareness until you feel steady.',
            'Reflect calmly on the first theme: "Everyone who is born will die, including me."',
            'Reflect on the second theme: "I do not know when my death will come."',
            'Reflect on the third theme: "Given this, what truly matters to me today?"',
            'Notice the feelings that arise, whether tenderness, fear or gratitude, and breathe with them.',
            'End with a few minutes of breath awareness and a clear intention for the day.',
          ],
          benefits: ['Clearer priorities', 'Greater appreciation of everyday life'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 25,
          steps: [
            'Begin with breath awareness and a brief loving-kindness practice for yourself.',
            'Reflect on the fragility of the body and the many ways in which life can end, holding the reflection calmly.',
            'Reflect that possessions, status and reputation do not come with you at death.',
            'Ask which relationships and values you would wish to have tended, and how to tend them now.',
            'Notice any fear with kindness, allowing it to be felt without pushing it away.',
            'Close by resting in gratitude for this breath and this day, and note one action you will take.',
          ],
          benefits: [
            'Less worry about trivial matters',
            'Motivation to live according to your values',
            'A calmer relationship with the fact of death',
          ],
        },
      ],
    },
    {
      slug: 'zen-koan-contemplation',
      name: 'Zen Koan Contemplation',
      description:
        'A Zen practice of holding a paradoxical question or phrase, such as "What is the sound of one hand?" or simply "Mu", with your whole body and mind. The koan cannot be solved by reasoning; staying with it builds intense, undivided attention and can open a fresh way of seeing. It is traditionally practised with a teacher.',
      traditionalRating: 9,
      traditionalEvidence:
        'Developed in Chinese Chan during the Song dynasty about a thousand years ago and continued in Japanese Rinzai Zen and Korean Seon.',
      scientificRating: 2,
      scientificEvidence:
        'There is very little scientific research on koan practice; most evidence is the accumulated experience of practitioners and teachers.',
      culturalOrigins: ['Chinese Chan Buddhism', 'Japanese Rinzai Zen', 'Korean Seon'],
      risks: [],
      contraindications: [
        'Intense koan work can stir frustration, agitation or sleeplessness; keep sessions moderate and seek a qualified teacher for sustained practice.',
        'People with a history of psychosis or dissociation should avoid intensive koan practice outside a supervised setting.',
      ],
      preparationRequirements: [
        'A regular sitting practice, ideally with breath counting',
        'A single traditional koan or phrase to work with',
        'Access to a Zen teacher for longer practice',
      ],
      metaTitle: 'Zen Koan Practice: How to Work With a Koan',
      metaDescription:
        'Learn how Zen practitioners hold a koan such as "Mu" in meditation, building whole-hearted attention. Steps, context and safety notes.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 15,
          steps: [
            'Sit in zazen posture, eyes lowered, and settle with a few minutes of breath counting.',
            'Bring to mind a single koan, such as "Mu" or "What is this?"',
            'On each out-breath, let the word or question sound silently and fully in the belly.',
            'Do not try to think out an answer; simply hold the question with curiosity.',
            'When analysis or daydreaming take over, return to the koan on the next out-breath.',
          ],
          benefits: ['Whole-hearted, single-pointed attention', 'A taste of not-knowing without anxiety'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 40,
          steps: [
            'Sit two periods with a short walking break, keeping the koan alive even while walking.',
            'Let the koan become a question held by the whole body, not only in the head.',
            'Notice the build-up of "great doubt", a sustained, energised not-knowing, and keep returning to the koan.',
            'If you feel an answer, hold it lightly and bring it to a teacher rather than settling on it yourself.',
            'Carry the koan into daily activities such as washing up or walking, returning to it between tasks.',
          ],
          benefits: [
            'Deep concentration with emotional energy behind it',
            'Loosening of rigid conceptual thinking',
            'A direct connection with a living Zen tradition',
          ],
        },
      ],
    },
    {
      slug: 'insight-dialogue-relational-meditation',
      name: 'Insight Dialogue (Relational Meditation)',
      description:
        'A meditation done in pairs or small groups, in which you bring mindfulness into speaking and listening. Guided by simple instructions such as Pause, Relax, Open, Trust emergence, Listen deeply and Speak the truth, partners reflect on a theme while staying aware of their own reactions. It shows how much of our stress arises in relationship, and trains presence where we need it most.',
      traditionalRating: 4,
      traditionalEvidence:
        'Developed by Gregory Kramer from the 1990s onward, grounded in Theravada teachings on mindfulness and wise speech.',
      scientificRating: 3,
      scientificEvidence:
        'Small studies of interpersonal and dyadic mindfulness programmes report benefits for empathy and stress, but controlled research is still limited.',
      culturalOrigins: ['Theravada Buddhism', 'Modern Western insight meditation'],
      risks: [],
      contraindications: [
        'Sharing personal reflections can feel exposing; agree on confidentiality and the right to pass, and avoid practising with someone with whom you are in active conflict.',
        'If you have social anxiety, begin with short rounds and neutral themes.',
      ],
      preparationRequirements: [
        'A willing partner or small group',
        'A simple theme, such as "What is it like to be here right now?"',
        'A timer or bell to mark speaking turns',
      ],
      metaTitle: 'Insight Dialogue: Mindful Listening and Speaking',
      metaDescription:
        'Practise Insight Dialogue with a partner: pause, relax, open and listen deeply while sharing. A relational meditation to bring mindfulness into talk.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 20,
          steps: [
            'Sit facing your partner and meditate in silence together for three minutes.',
            'Read the guidelines aloud: Pause, Relax, Open, Trust emergence, Listen deeply, Speak the truth.',
            'Choose one person to speak first for three minutes on the theme while the other listens without responding.',
            'Before speaking and while listening, pause briefly to notice your breath and body.',
            'Switch roles after the bell, then share a minute of silence together.',
            'Finish by each saying one word about how the practice felt.',
          ],
          benefits: ['More attentive listening', 'Awareness of reactivity in conversation'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 45,
          steps: [
            'Begin with ten minutes of silent meditation together.',
            'Work with a deeper theme, such as "What do I long for?" or "What is it like to be seen?"',
            'Speak in short turns, pausing whenever you notice tension, wanting to impress, or losing contact with the body.',
            'Practise relaxing and opening after each pause, letting words arise from present experience rather than prepared thoughts.',
            'Rotate partners in a group, repeating the same theme to see how it changes.',
            'Close with silent sitting and a brief dedication.',
          ],
          benefits: [
            'Mindfulness that holds steady in relationship',
            'Honest, kinder communication',
            'A sense of shared presence with others',
          ],
        },
      ],
    },
    {
      slug: 'home-silent-meditation-retreat',
      name: 'Silent Meditation Retreat at Home',
      description:
        'A morning or half day of silent practice at home, alternating sitting, walking and mindful daily activities with no phones, reading or talk. Extended practice lets the mind settle far more deeply than short sessions and shows how practice can run through every activity. It is modelled on the day of mindfulness in MBSR and on traditional retreats.',
      traditionalRating: 8,
      traditionalEvidence:
        'Silent retreat has a long history in Buddhist rains retreats and Zen sesshin, and in Christian contemplative traditions; the home day is a modern adaptation.',
      scientificRating: 5,
      scientificEvidence:
        'Controlled and observational studies of retreats report gains in wellbeing and attention, while also documenting occasional adverse psychological effects in intensive practice.',
      culturalOrigins: [
        'Buddhist monastic retreat',
        'Japanese Zen sesshin',
        'Mindfulness-Based Stress Reduction',
      ],
      risks: ['altered_states'],
      contraindications: [
        'People with a history of psychosis, bipolar disorder or severe dissociation should not undertake extended silent practice without clinical and teacher support.',
        'If you are in the aftermath of trauma or a major loss, long periods of silence can bring up overwhelming material; choose shorter sessions with a support person available.',
        'Those with severe depression may find long solitude isolating; keep contact with another person during the day.',
        'Stop if you experience panic, persistent unreality, strong involuntary movements or inability to sleep, return to ordinary activity and consult a clinician or experienced teacher.',
      ],
      preparationRequirements: [
        'A written schedule for the day, with meals and rest included',
        'Phone and screens switched off or given to someone else',
        'Simple meals prepared in advance',
        'A friend who knows what you are doing and can be reached if needed',
      ],
      metaTitle: 'How to Plan a Silent Meditation Retreat at Home',
      metaDescription:
        'Plan a silent morning or half-day retreat at home: a schedule of sitting, walking and mindful tasks, with guidance on safety and easing back into life.',
      levels: [
        {
          level: 'Silent morning',
          durationMinutes: 120,
          steps: [
            'Write a schedule for the morning that alternates twenty-minute sits with fifteen-minute walking periods, plus one tea break.',
            'Switch off your phone and agree with those around you that you will be silent.',
            'Begin with an intention, such as "May I be present and kind to myself today."',
            'Follow the schedule, using breath awareness for sitting and slow walking meditation for walking periods.',
            'During the break, prepare and drink tea slowly, attending to each movement.',
            'If strong emotion or agitation arises, shorten sits, walk outdoors, and feel your feet on the ground.',
            'Close with a loving-kindness sit and a few minutes of journaling before you speak or use screens.',
          ],
          benefits: [
            'A deeper calm than daily sessions usually allow',
            'Experience of practice continuing between sessions',
          ],
        },
        {
          level: 'Half day',
          durationMinutes: 240,
          steps: [
            'Plan four hours that include sitting, walking, a mindful meal, a rest and a gentle movement period.',
            'Keep silence throughout, including eye contact with others in the house where possible.',
            'Eat lunch slowly and without reading, noticing colours, smells, tastes and fullness.',
            'After lunch, include a period of lying down or a body scan to counter sleepiness.',
            'Practise mindfulness during chores, such as washing up or sweeping, as part of the schedule.',
            'Check in with yourself every hour or so; if you feel unsettled or unreal, stop the retreat and reconnect with ordinary activity.',
            'End with a slow transition: a short walk, a light meal, and then gradually turning on your phone.',
          ],
          benefits: [
            'Deep settling of the mind and body',
            'Insight into mental habits that short sessions hide',
            'A renewed, motivated home practice',
          ],
        },
      ],
    },
  ],
};
