import type { PracticeCategoryContent } from './schema';

export const category: PracticeCategoryContent = {
  slug: 'synergistic-integration',
  name: 'Synergistic Integration',
  description:
    'Combined protocols that join two or more practices, such as breath, movement, stillness, writing, nature or temperature, into one session. Each explains why the parts work better together: one step prepares the ground for the next, and the whole is easier to repeat than separate habits. Research usually tests the parts rather than the mix, and our ratings say so.',
  iconName: 'Layers',
  sortOrder: 11,
  practices: [
    {
      slug: 'morning-breath-movement-journal-protocol',
      name: 'Morning Breath, Movement and Journal Protocol',
      description:
        'A three-part morning session: a few minutes of slow breathing, about ten minutes of gentle mobility or sun salutations, then a short page of writing. The order matters. Breathing settles the nervous system first, movement wakes the body and clears grogginess, and by the time you pick up the pen your mind is both calm and alert, which is when intentions are easiest to write honestly. Each piece is useful alone; stacked, they cue one another, so one routine is easier to keep than three separate habits.',
      traditionalRating: 4,
      traditionalEvidence:
        'Draws on the yogic habit of morning postures and breathing and on modern journaling routines such as morning pages; the combined form is a contemporary routine.',
      scientificRating: 4,
      scientificEvidence:
        'Exercise and slow breathing each have solid trial support for mood and stress, and journaling has moderate support; this particular sequence has not been tested as a whole.',
      culturalOrigins: ['Hatha yoga', 'Modern journaling practice', 'Habit-formation research'],
      contraindications: [
        'If you have back, hip or wrist problems, replace sun salutations with seated or standing mobility you know is safe for you.',
        'Rise slowly from forward bends if you tend to feel lightheaded in the morning or take blood-pressure medication.',
      ],
      preparationRequirements: [
        'A mat or clear patch of floor',
        'A notebook and pen kept beside the mat',
        'About 20 minutes before screens and messages',
      ],
      metaTitle: 'Morning Breath, Movement and Journal Routine',
      metaDescription:
        'A morning protocol that links slow breathing, gentle movement and journaling, with a 15-minute starter version and a longer one for steady practice.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 15,
          steps: [
            'Before you check your phone, sit on the edge of the bed or on your mat with your feet on the floor.',
            'Breathe in through your nose for a count of 4 and out for a count of 6, for about 3 minutes.',
            'Stand and roll your shoulders, circle your hips and swing your arms gently for 2 minutes.',
            'Move through 3 slow half sun salutations: reach up on an inhale, fold forward with soft knees on an exhale, lift halfway, fold again and rise.',
            'Sit down with your notebook and write three lines: how your body feels, one thing you are grateful for, and one intention for the day.',
            'Read your intention aloud once, close the notebook and begin your day.',
          ],
          benefits: [
            "A calm, clear start before the day's demands arrive",
            'A short routine that is easy to repeat daily',
            'Gently loosens morning stiffness',
          ],
        },
        {
          level: 'Intermediate',
          durationMinutes: 25,
          steps: [
            'Begin seated with 5 minutes of coherent breathing, about five to six breaths a minute, in and out through the nose.',
            'Flow through 5 to 8 full sun salutations, linking each movement to one inhale or one exhale.',
            'Finish the movement with a minute of standing still, eyes closed, noticing your heartbeat and the warmth in your body.',
            'Write freely for 7 minutes without stopping or editing, letting whatever is on your mind land on the page.',
            'Underline one sentence that feels important and turn it into a single concrete action for today.',
            'Close with three slow breaths while you picture yourself doing that action.',
          ],
          benefits: [
            'Clears mental clutter before focused work',
            'Turns vague worries into one clear next step',
            'Builds strength and flexibility over weeks',
          ],
        },
      ],
    },
    {
      slug: 'gratitude-walking-meditation',
      name: 'Walking Meditation with Gratitude',
      description:
        'A slow walk in which attention follows your steps, with a pause every few minutes to name something you are grateful for that you can see, hear or feel right now. Walking meditation keeps the mind anchored in the body, which stops gratitude from becoming an abstract list; gratitude gives the walk a warm emotional tone that makes attention easier to sustain. People who find sitting still restless often find this pairing easier to come back to.',
      traditionalRating: 6,
      traditionalEvidence:
        'Walking meditation belongs to Theravada, Zen and Plum Village practice, and gratitude contemplation appears across religious traditions; the pairing is a modern blend.',
      scientificRating: 4,
      scientificEvidence:
        'Walking, mindfulness and gratitude exercises each have trial support for mood; the combination itself has been explored only in a few small studies.',
      culturalOrigins: ['Theravada and Zen Buddhism', 'Plum Village tradition', 'Positive psychology'],
      contraindications: [
        'If you have balance problems or dizziness, walk beside a wall or rail, or practise seated with slow foot lifts instead.',
        'On a low day gratitude can feel forced; it is fine to simply note neutral things you notice rather than pushing for thankfulness.',
      ],
      preparationRequirements: [
        'A quiet path, garden, hallway or park where you can walk slowly',
        'Comfortable shoes, or bare feet on a safe surface',
      ],
      metaTitle: 'Walking Meditation with Gratitude: Step-by-Step Guide',
      metaDescription:
        'Combine slow walking meditation with short gratitude pauses. Steps for a 10-minute beginner walk and a longer practice, plus tips for low-mood days.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 10,
          steps: [
            'Stand still for a moment and feel the weight of your body through your feet.',
            'Walk at about half your usual pace, silently noting left and right with each step.',
            'After about 2 minutes, stop and name one thing around you that you appreciate, such as the light, a sound or the air on your skin.',
            'Let the appreciation sit for three breaths, then start walking again.',
            'Repeat the cycle of walking and pausing four or five times.',
            'End standing still, and notice how your mood has shifted since you began.',
          ],
          benefits: [
            'A gentle mood lift in ten minutes',
            'Trains attention without the strain of sitting still',
          ],
        },
        {
          level: 'Intermediate',
          durationMinutes: 25,
          steps: [
            'Begin with 5 minutes of very slow walking, feeling the lift, swing and placing of each foot.',
            'Coordinate your breath with your steps, for example two steps on the in-breath and three on the out-breath.',
            'At each pause, widen gratitude beyond the senses: someone who helped you, a skill your body has, a small piece of luck in your life.',
            'Feel where gratitude shows up in your body, such as warmth in the chest or a softening in the face, and rest attention there.',
            'Walk the final 5 minutes in silence, without naming anything, carrying that warmth in your steps.',
            'Afterwards, jot down one thing from the walk you want to remember.',
          ],
          benefits: [
            'Deepens the felt sense of gratitude rather than just listing it',
            'Links calm breathing to a steady walking rhythm',
            'Leaves a small written record to revisit',
          ],
        },
      ],
    },
    {
      slug: 'sauna-cold-contrast-with-slow-breathing',
      name: 'Contrast Therapy with Breathwork',
      description:
        'Rounds of sauna heat and cold water, each paired with a deliberate breathing pattern: long, easy exhales in the heat and slow, controlled nasal breathing in the cold. The breath is what makes the contrast useful rather than merely harsh. Cold triggers a gasp and an urge to escape; practising calm exhalation through that shock trains you to stay steady under stress, and the heat afterwards becomes a place of deep release. Attending to the breath also keeps you alert to warning signs, so you do not overstay either phase.',
      traditionalRating: 8,
      traditionalEvidence:
        'Alternating heat and cold is central to Finnish sauna, the Russian banya, Japanese bathing culture and Roman baths, practised for centuries; deliberate breath control is a newer addition.',
      scientificRating: 4,
      scientificEvidence:
        'Large observational studies link regular sauna use to better cardiovascular health and small trials link cold immersion to mood and alertness; contrast-with-breath protocols themselves are barely studied.',
      culturalOrigins: ['Finnish sauna culture', 'Russian banya', 'Japanese bathing culture', 'Roman baths'],
      risks: ['cold'],
      contraindications: [
        'Do not use sauna or cold immersion if you have heart disease, uncontrolled high blood pressure, or a recent heart attack or stroke, unless your doctor has cleared you.',
        "Avoid both if you are pregnant, and avoid cold immersion if you have Raynaud's phenomenon or cold urticaria.",
        'People with epilepsy or a history of fainting should never immerse alone; have someone with you.',
        'Do not combine with alcohol, and take care with medicines that lower blood pressure or affect heat tolerance.',
        'Get out at once and rewarm gradually if you feel dizzy, confused or nauseous, or have chest pain, numbness or uncontrollable shivering, and consult a clinician.',
      ],
      preparationRequirements: [
        'Access to a sauna and a cold shower, plunge or cold pool',
        'Water to drink and a towel',
        'A companion if you are using a plunge pool',
        'No heavy meal or alcohol in the previous two hours',
      ],
      metaTitle: 'Contrast Therapy with Breathwork: Sauna and Cold Safely',
      metaDescription:
        'Pair sauna heat and cold water with calm breathing. A gentle beginner round with a cool shower, a fuller protocol, and the key contraindications.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 25,
          steps: [
            'Drink a glass of water and take a warm shower to rinse off.',
            'Sit in the sauna on a lower bench for 8 to 10 minutes, breathing in through the nose and letting each exhale be slightly longer than the inhale.',
            'Leave the sauna and stand under a cool, not icy, shower for 30 seconds, breathing out slowly through pursed lips as the water hits you.',
            'Once the first gasp passes, switch to slow breaths through the nose, about 4 seconds in and 6 seconds out.',
            'Dry off and rest seated for 5 minutes, noticing the tingling warmth as your body rewarms.',
            'Do a second round only if you feel well, then finish with water and a gradual rewarm.',
          ],
          benefits: [
            'A deep feeling of relaxation afterwards',
            'Practice at staying calm through a sudden stressor',
            'Often eases muscle tension after exercise',
          ],
        },
        {
          level: 'Experienced',
          durationMinutes: 50,
          steps: [
            'Spend 12 to 15 minutes in the sauna with slow nasal breathing, sitting upright rather than lying down so you can leave easily.',
            'Step into cold water of roughly 10 to 15 °C up to the chest, with a companion nearby, exhaling long and slow as you enter.',
            'Stay 1 to 2 minutes, keeping the breath slow and controlled; if your breathing becomes ragged, get out.',
            'Rest for 5 to 10 minutes wrapped in a towel, breathing naturally, before the next round.',
            'Complete up to three rounds, ending on cold if you want alertness or on rest if you want to sleep well.',
            'Rewarm by moving and dressing rather than jumping straight into a hot shower.',
            'Drink water and note how you feel; skip your next session if you felt unwell at any point.',
          ],
          benefits: [
            'Builds a steadier response to acute stress',
            'A strong sense of alertness and wellbeing for hours afterwards',
            'A social ritual when shared with others',
          ],
        },
      ],
    },
    {
      slug: 'restorative-yoga-into-yoga-nidra',
      name: 'Restorative Yoga into Yoga Nidra',
      description:
        'Three or four fully supported restorative postures followed directly by a guided yoga nidra. Restorative poses release physical holding with cushions and time rather than effort, so by the time you lie down for yoga nidra the body has already let go and the mind follows more readily. Yoga nidra on its own can be hard for people who arrive tense; the postures do the groundwork, and the nidra then takes rest deeper than the poses would alone.',
      traditionalRating: 6,
      traditionalEvidence:
        'Restorative yoga grew out of the Iyengar tradition in the twentieth century; yoga nidra was systematised in the mid-twentieth century from older tantric relaxation practices.',
      scientificRating: 5,
      scientificEvidence:
        'Small randomised trials report less stress and better sleep with yoga nidra and with restorative yoga separately; the combined sequence has not been tested.',
      culturalOrigins: ['Iyengar yoga', 'Bihar School of Yoga', 'Tantric relaxation practices'],
      contraindications: [
        'Later in pregnancy, avoid lying flat on your back for long; rest on your left side with a pillow between your knees instead.',
        'If you are living with trauma, deep relaxation with closed eyes can stir difficult memories; keep your eyes softly open and choose a shorter script.',
      ],
      preparationRequirements: [
        'A mat, two or three pillows or a bolster, and a blanket',
        'A recorded yoga nidra script or audio',
        'A warm, quiet room where you will not be disturbed',
      ],
      metaTitle: 'Restorative Yoga into Yoga Nidra: A Deep Rest Sequence',
      metaDescription:
        'A supported restorative yoga sequence that flows into guided yoga nidra. Props, steps and timings for a 30-minute and a 60-minute deep rest session.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 30,
          steps: [
            'Set up a bolster or stacked pillows, a blanket and your yoga nidra audio before you begin.',
            "Rest in supported child's pose, with your torso draped over the bolster, for 4 minutes.",
            'Lie on your back with your legs up the wall or resting on a chair seat for 5 minutes.',
            'Move into a supported reclining position with a pillow under your knees and a blanket over you.',
            'Start a 15- to 20-minute yoga nidra recording and follow the rotation of attention through the body.',
            'When it ends, roll onto your right side and rest for a minute before sitting up slowly.',
          ],
          benefits: [
            'Deeper rest than either practice gives alone',
            'A practical reset on tired or overstretched days',
          ],
        },
        {
          level: 'Intermediate',
          durationMinutes: 60,
          steps: [
            "Breathe slowly for 2 minutes to settle, then rest in supported child's pose for 6 minutes.",
            'Add a supported twist on each side for 4 minutes, then supported bridge with a block or bolster under the sacrum for 6 minutes.',
            'Rest with your legs up the wall for 8 minutes, letting your breath lengthen without effort.',
            'Lie in supported relaxation pose and set a short, positive resolve in the present tense, such as I am at ease.',
            'Follow a 30-minute yoga nidra that includes body rotation, breath awareness and paired sensations such as heavy and light.',
            'Repeat your resolve silently three times before returning, then rest on your side for a minute.',
            'Sit up slowly and drink some water before standing.',
          ],
          benefits: [
            'Releases long-held muscular tension',
            'Can improve sleep when practised in the evening',
            'Builds a felt memory of deep calm you can return to',
          ],
        },
      ],
    },
    {
      slug: 'qigong-flow-into-standing-meditation',
      name: 'Qigong Flow into Standing Meditation',
      description:
        'A few minutes of flowing qigong movements followed by zhan zhuang, the still standing posture of holding an imaginary ball in front of the chest. Standing still is demanding at first: the legs shake and the mind grows restless. The preceding flow warms the joints, loosens the shoulders and gets the breath moving, so the stillness becomes less of a fight. The stillness in turn lets you feel the effects of the movement, the warmth and tingling practitioners call qi, instead of rushing on to the next thing.',
      traditionalRating: 9,
      traditionalEvidence:
        'Standing meditation and daoyin-style movement sets have been practised together in Chinese health and martial traditions for centuries.',
      scientificRating: 5,
      scientificEvidence:
        'Trials and reviews of qigong and tai chi show moderate benefits for balance, blood pressure and mood; standing meditation on its own has little dedicated research.',
      culturalOrigins: ['Chinese qigong', 'Daoist daoyin', 'Chinese internal martial arts'],
      contraindications: [
        'If you have knee problems, keep your knees only slightly bent and shorten the standing time.',
        'If you have low blood pressure or tend to faint, stand near a chair and sit down if you feel lightheaded.',
      ],
      preparationRequirements: [
        'Loose clothing and flat shoes or bare feet',
        'A space about two metres square, indoors or outdoors',
      ],
      metaTitle: 'Qigong into Standing Meditation: Zhan Zhuang Guide',
      metaDescription:
        'Warm up with flowing qigong, then settle into zhan zhuang standing meditation. Beginner and intermediate sessions with clear posture cues and cautions.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 15,
          steps: [
            'Stand with your feet hip-width apart, knees soft, and let your arms hang.',
            'Bounce gently through the knees for 2 minutes, letting your shoulders and arms shake loose.',
            'Perform 8 rounds of lifting the sky: float the arms up in front of you on the inhale, turn the palms up overhead, and lower them to the sides on the exhale.',
            'Bring your arms up in front of your chest as if hugging a large ball, elbows slightly lower than the wrists.',
            'Hold this posture for 3 to 5 minutes, breathing naturally into the lower belly and softening any tension you notice.',
            'Lower your arms slowly, rest your hands on your lower abdomen and stand quietly for a minute.',
          ],
          benefits: [
            'Makes standing stillness accessible to beginners',
            'Warms and loosens the whole body',
            'A calm, grounded feeling in a short time',
          ],
        },
        {
          level: 'Intermediate',
          durationMinutes: 35,
          steps: [
            'Warm up with 5 minutes of joint circles, from the ankles up to the neck.',
            'Practise the eight pieces of brocade, or another short set you know, slowly and with the breath, for about 12 minutes.',
            'Move straight into the ball-holding posture and stand for 10 to 15 minutes.',
            'Every few minutes, scan down from the crown, releasing the jaw, shoulders, chest and hips without losing the shape.',
            'If your legs tremble, let the trembling happen while keeping the breath soft, and straighten the knees slightly if it becomes painful.',
            'Close by rubbing your palms together, gently massaging your face and lower back, then walking slowly for a minute.',
          ],
          benefits: [
            'Builds leg strength, balance and postural awareness',
            'Deepens concentration through stillness',
            'Teaches relaxation under mild physical effort',
          ],
        },
      ],
    },
    {
      slug: 'mbsr-style-body-scan-yoga-and-sitting',
      name: 'MBSR-Style Home Session: Body Scan, Mindful Yoga and Sitting',
      description:
        'A home session modelled on mindfulness-based stress reduction, moving from a body scan to gentle mindful yoga to sitting meditation. Each part trains the same skill, noticing what is here without pushing it away, in a different setting: the body scan builds sensitivity lying down, yoga carries that awareness into movement and the edges of comfort, and sitting brings it to thoughts and emotions. Moving through all three keeps practice fresh and offers several ways in, which is why the programme was designed this way.',
      traditionalRating: 6,
      traditionalEvidence:
        'Mindfulness-based stress reduction was developed in the late 1970s, drawing on Theravada, Zen and Tibetan meditation and on hatha yoga.',
      scientificRating: 7,
      scientificEvidence:
        'The eight-week programme that combines these practices is supported by many randomised trials and meta-analyses for stress, anxiety and pain; shorter home sessions outside the course are less studied.',
      culturalOrigins: ['Mindfulness-based stress reduction', 'Buddhist meditation', 'Hatha yoga'],
      contraindications: [
        'If you are living with trauma, severe depression or psychosis, practise with a trained teacher or clinician, as long periods of inward attention can stir up distress.',
        'Adapt or skip any yoga posture that causes pain, especially with back or joint problems.',
      ],
      preparationRequirements: [
        'A mat and a blanket',
        'A chair or cushion for sitting',
        'Guided audio if you are new to these practices',
      ],
      metaTitle: 'MBSR-Style Home Practice: Body Scan, Yoga and Sitting',
      metaDescription:
        'Practise mindfulness-based stress reduction at home: a body scan, gentle mindful yoga and sitting meditation combined in 30- and 60-minute sessions.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 30,
          steps: [
            'Lie on your back and spend 12 minutes on a body scan, moving attention slowly from the toes to the top of the head.',
            'Roll to your side, come up to standing and move through 10 minutes of gentle stretches: neck rolls, shoulder circles, side bends and slow half squats.',
            'Stay with the sensations of each stretch, and ease back when you meet strain rather than pushing through it.',
            'Sit on a chair or cushion for 8 minutes, resting attention on the breath at the belly or nostrils.',
            'Each time your mind wanders, notice where it went and return to the breath without criticism.',
            'Finish by sensing your whole body sitting and breathing for a few breaths.',
          ],
          benefits: [
            'A taste of all three core mindfulness practices in one session',
            'Lowers everyday stress',
            'Helps you discover which practice suits you best',
          ],
        },
        {
          level: 'Intermediate',
          durationMinutes: 60,
          steps: [
            'Begin with a 25-minute body scan, allowing extra time at areas of tension or numbness.',
            'Practise 20 minutes of mindful yoga lying and standing, moving slowly and pausing after each posture to feel its after-effects.',
            'Sit for 15 minutes, widening attention in stages from breath to body, to sounds, to thoughts and finally to open awareness.',
            'When a strong emotion or thought arises, label it gently, such as planning or worry, and return to your chosen anchor.',
            'Close by noting in a journal which part of the session felt easiest and which felt hardest.',
            'On other days change the order, for example starting with yoga, to learn which sequence suits you.',
          ],
          benefits: [
            'Builds the sustained attention taught in the full programme',
            'Helps with living alongside chronic pain and worry',
            'Strengthens the habit of noticing before reacting',
          ],
        },
      ],
    },
    {
      slug: 'map-training-meditation-then-aerobic-exercise',
      name: 'MAP Training: Meditation Then Aerobic Exercise',
      description:
        'Mental and Physical training pairs 20 minutes of focused-attention meditation and 10 minutes of slow walking meditation with 30 minutes of moderate aerobic exercise, twice a week. Meditation trains you to notice and let go of ruminative thoughts, while aerobic exercise lifts mood and, in animal research, supports the growth of new brain cells. Done back to back, the calm of the meditation often carries into the workout, and the workout reinforces the mood lift. It is one of the few combined protocols designed and tested as a combination.',
      traditionalRating: 3,
      traditionalEvidence:
        'A modern protocol developed by neuroscience researchers in the 2010s, drawing on Buddhist concentration practice.',
      scientificRating: 5,
      scientificEvidence:
        'Several small randomised and controlled trials of the combined protocol report fewer depressive symptoms and less rumination; larger independent replications are still needed.',
      culturalOrigins: ['Academic neuroscience research', 'Buddhist concentration meditation'],
      risks: ['intense_movement'],
      contraindications: [
        'If you have heart disease, chest pain on exertion or uncontrolled high blood pressure, get medical clearance before starting aerobic exercise.',
        'If you are pregnant, keep exercise to a level you were used to before pregnancy and check with your midwife or doctor.',
        'Joint, back or recent injury problems call for low-impact choices such as cycling or swimming.',
        'Stop exercising and rest if you feel dizzy or faint, more breathless than you would expect, or have any chest pain, and consult a clinician.',
      ],
      preparationRequirements: [
        'A quiet place to sit for 20 minutes',
        'Access to a bike, treadmill, safe walking route or exercise class',
        'Water and comfortable training clothes',
      ],
      metaTitle: 'MAP Training: Meditation Plus Aerobic Exercise Protocol',
      metaDescription:
        'Try MAP training: focused-attention meditation, walking meditation and 30 minutes of aerobic exercise, twice a week, with safe starting levels.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 45,
          steps: [
            'Sit comfortably and count your breaths from one to ten, starting again at one whenever you lose count, for 10 minutes.',
            'When thoughts pull you away, notice that they did, without judging the thought, and return to the count.',
            'Stand and walk very slowly for 5 minutes, feeling each foot lift and land.',
            'Move into 25 minutes of brisk walking, easy cycling or other cardio at an effort where you can talk but not sing.',
            'Cool down for a few minutes with easy movement, and notice your mood compared with before the session.',
            'Repeat twice a week for eight weeks.',
          ],
          benefits: [
            'A structured twice-weekly plan that is easy to follow',
            'Practises letting go of repetitive negative thoughts',
            'Improves fitness and mood together',
          ],
        },
        {
          level: 'Intermediate',
          durationMinutes: 65,
          steps: [
            'Sit for 20 minutes of breath-focused meditation, counting breaths or simply feeling them.',
            'Practise 10 minutes of slow walking meditation, moving attention from the breath to the feet.',
            'Warm up for 5 minutes, then exercise for 30 minutes at moderate to vigorous effort, such as running, cycling or an aerobics class.',
            'During exercise, use the meditation skill: notice when your mind drifts into negative stories and bring it back to your breath or stride.',
            'Cool down for 5 minutes and stretch the main muscles you used.',
            'Keep a short log of your mood before and after each session so you can see the trend over weeks.',
          ],
          benefits: [
            'Matches the protocol used in research studies',
            'May reduce rumination and low mood over two months',
            'Builds aerobic fitness',
          ],
        },
      ],
    },
    {
      slug: 'wim-hof-style-breath-and-cold-protocol',
      name: 'Wim Hof-Style Breath and Cold Protocol',
      description:
        'A routine popularised by Wim Hof that joins rounds of deep rhythmic breathing and breath holds on empty lungs with cold exposure such as a cold shower, held together by focused commitment. The breathing raises adrenaline and shifts blood chemistry, which many people find makes the cold easier to meet calmly; the cold then gives the mind a concrete challenge to stay present with. Together they act as a deliberate, controlled stress that people use to train their response to discomfort. It is powerful, and its risks are real.',
      traditionalRating: 4,
      traditionalEvidence:
        'A modern method from the 2000s, loosely inspired by Tibetan tummo inner-heat practice and by long traditions of cold bathing.',
      scientificRating: 4,
      scientificEvidence:
        'Small experimental studies show the method can raise adrenaline and dampen the inflammatory response to a laboratory challenge, and cold-shower trials suggest modest wellbeing effects; evidence for broad health claims is thin.',
      culturalOrigins: [
        'Modern Dutch practice',
        'Tibetan tummo (as inspiration)',
        'Northern European cold bathing',
      ],
      risks: ['breath_retention', 'cold', 'altered_states'],
      contraindications: [
        'Never do the breathing in or near water, while driving, or anywhere you could be hurt if you faint; people have drowned doing so.',
        'Avoid it if you are pregnant or have epilepsy, heart disease, uncontrolled high blood pressure or a history of stroke.',
        "Do not practise if you have Raynaud's phenomenon, cold urticaria or a history of panic attacks without medical advice.",
        'People with a history of psychosis or dissociation should avoid the breathing rounds, which can produce strong altered sensations.',
        'Stop and breathe normally if you feel dizzy or faint, or have chest pain or severe tingling, and consult a clinician before trying again.',
      ],
      preparationRequirements: [
        'A bed or floor where you can lie down safely',
        'A shower you can turn to cold',
        'An empty stomach, or at least two hours after a meal',
      ],
      metaTitle: 'Wim Hof-Style Breathing and Cold Shower Protocol, Safely',
      metaDescription:
        'A cautious guide to combining Wim Hof-style breathing rounds with cold showers: steps, timings, and who should not try it.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 15,
          steps: [
            'Lie down on a bed or the floor, somewhere safe and never in water.',
            'Take 30 full, relaxed breaths, filling the belly and chest on the inhale and letting go without forcing on the exhale.',
            'After the last exhale, hold with empty lungs only as long as is comfortable, even if that is just 15 to 30 seconds.',
            'Breathe in fully and hold for about 10 seconds, then let go; that completes one round, and two rounds are enough for now.',
            'Rest and breathe normally for 2 minutes, then stand up slowly.',
            'Finish a normal warm shower with 15 to 30 seconds of cold water, breathing out slowly and keeping the breath calm.',
          ],
          benefits: [
            'A controlled first taste of the method',
            'A strong boost of alertness',
            'Practice at staying calm in the cold',
          ],
        },
        {
          level: 'Intermediate',
          durationMinutes: 25,
          steps: [
            'Practise three rounds of 30 to 40 breaths with empty-lung holds, always lying down.',
            'Keep each hold relaxed and release it as soon as you feel a strong urge to breathe, rather than pushing for time.',
            'Sit quietly for 2 minutes after the final round and notice the sensations in your body without chasing them.',
            'Take a shower that ends with 1 to 2 minutes of cold water, turning slowly so it reaches your chest, back and neck.',
            'In the cold, keep your breath slow and nasal and your shoulders relaxed, focusing on one sensation at a time.',
            'Rewarm by moving and dressing warmly, and note your mood and energy in a journal.',
          ],
          benefits: [
            'Builds tolerance of discomfort in a controlled way',
            'Many people report better mood and energy afterwards',
          ],
        },
      ],
    },
    {
      slug: 'asana-pranayama-meditation-sequence',
      name: 'Classical Yoga Sequence: Asana, Pranayama, Meditation',
      description:
        'The traditional order of a hatha yoga session: postures first, breath practice second, meditation last. Postures release restlessness and stiffness so you can sit comfortably; pranayama then steadies and refines the breath, which quiets the mind; and meditation rests in the stillness the first two created. Trying to meditate straight away often means fighting an aching back and a busy head. The sequence is an old answer to that problem, and it is still how many teachers structure a practice.',
      traditionalRating: 10,
      traditionalEvidence:
        'Set out in medieval hatha yoga texts and rooted in the older eight-limbed path of the Yoga Sutras, where posture and breath prepare the ground for meditation.',
      scientificRating: 7,
      scientificEvidence:
        'Many randomised trials of yoga programmes that combine postures, breathing and relaxation or meditation show benefits for back pain, anxiety and stress, supported by meta-analyses; which part does most of the work is unclear.',
      culturalOrigins: ['Hatha yoga', 'Classical yoga of Patanjali', 'Indian subcontinent'],
      risks: ['breath_retention'],
      contraindications: [
        'Skip breath holds and forceful breathing if you are pregnant or have heart disease, uncontrolled high blood pressure, glaucoma or epilepsy.',
        'Avoid deep forward bends and inversions after recent back, neck or eye surgery, and modify any posture that causes pain.',
        'If you have a history of panic attacks, keep the pranayama gentle and leave out the holds.',
        'Stop and breathe normally if you feel dizzy, lightheaded or short of breath, and consult a clinician if it persists.',
      ],
      preparationRequirements: [
        'A yoga mat',
        'A cushion or folded blanket to sit on',
        'An empty or light stomach, about two hours after a meal',
      ],
      metaTitle: 'Classical Yoga Sequence: Asana, Pranayama and Meditation',
      metaDescription:
        'Follow the traditional yoga order: postures, then breathing, then meditation. Three levels, from a gentle 20-minute session to a full hour.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 20,
          steps: [
            'Begin on your back with knees bent and rock them gently from side to side for a minute.',
            'Move through cat-cow, downward dog with bent knees, a low lunge on each side and a seated forward fold, staying for five breaths in each.',
            'Rest on your back for 2 minutes with your arms by your sides.',
            'Sit up on a cushion and breathe slowly through the nose, lengthening the exhale, for 3 minutes.',
            'Let the breath find its own rhythm and rest your attention on it for 5 minutes of meditation.',
            'Close by placing your palms together and noticing how you feel.',
          ],
          benefits: [
            'Makes sitting meditation more comfortable',
            'A complete, balanced practice in a short time',
          ],
        },
        {
          level: 'Intermediate',
          durationMinutes: 40,
          steps: [
            'Practise 15 minutes of postures, including 3 sun salutations, standing poses, a gentle backbend, a twist and a forward fold.',
            'Rest in relaxation pose on your back for 5 minutes.',
            'Sit upright and practise 5 minutes of alternate-nostril breathing without holds, followed by 2 minutes of ujjayi breathing.',
            'Meditate for 12 minutes, using the breath at the nostrils or a simple mantra as your anchor.',
            'Notice how your attention compares with a day when you sit without preparation.',
          ],
          benefits: [
            'Steadier, longer meditation',
            'Improves flexibility and breath control',
            'Reduces stress and anxiety over time',
          ],
        },
        {
          level: 'Advanced',
          durationMinutes: 60,
          steps: [
            'Practise 25 minutes of postures suited to your body, ending with legs up the wall or a supported shoulder stand and a rest on your back.',
            'Sit and practise alternate-nostril breathing with a short, comfortable hold after the inhale, for example 4 counts in, 4 held and 8 out, for 8 minutes.',
            'Add 2 minutes of bhramari, humming softly on each exhale.',
            'Meditate for 20 minutes, first on the breath and then resting in awareness without a fixed object.',
            'Finish with a few minutes of quiet before you get up.',
          ],
          benefits: [
            'Deep absorption in meditation',
            'Refined control of breath and attention',
            'A full traditional practice you can sustain for years',
          ],
        },
      ],
    },
    {
      slug: 'expressive-writing-with-breathing-reset',
      name: 'Expressive Writing with a Breathing Reset',
      description:
        'Writing for up to twenty minutes about your deepest thoughts and feelings on something that troubles you, bookended by slow breathing. Expressive writing helps people make sense of difficult experiences, but it can leave you stirred up in the short term. Starting with slow breathing makes it easier to approach the topic; ending with it helps the nervous system come back down, so you finish steady rather than raw. The breath turns a useful but sometimes bruising exercise into one that is easier to return to over several days.',
      traditionalRating: 2,
      traditionalEvidence:
        'A modern pairing of the expressive writing method from 1980s psychology research with slow-breathing techniques.',
      scientificRating: 5,
      scientificEvidence:
        'Meta-analyses show small but reliable benefits of expressive writing for wellbeing and health, and small trials support slow breathing for calm; the pairing itself has not been formally tested.',
      culturalOrigins: ['Academic psychology', 'Modern breathwork'],
      contraindications: [
        'If you are in the middle of a crisis or a very recent trauma, writing about it in depth may be too much; wait, or write with the support of a therapist.',
        'Stop writing if you feel overwhelmed and switch to grounding: feet on the floor, naming five things you can see.',
      ],
      preparationRequirements: [
        'Pen and paper or a private document',
        'Around 30 minutes of privacy',
        'A decision about whether you will keep or destroy the pages, so you can write freely',
      ],
      metaTitle: 'Expressive Writing with Breathing: A Calming Method',
      metaDescription:
        'Pair expressive writing with slow breathing before and after, so you can work through difficult feelings and finish steady. Includes a four-day plan.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 20,
          steps: [
            'Sit comfortably and breathe in for 4 counts and out for 6 counts, for 3 minutes.',
            'Choose something that has been weighing on you and write about your thoughts and feelings on it for 12 minutes without stopping.',
            'Do not worry about spelling or grammar; no one else will read this.',
            'Put the pen down and place one hand on your chest and one on your belly.',
            'Breathe slowly again for 3 to 5 minutes, letting the exhale be long, until you feel settled.',
            'Stand, stretch and drink some water before moving on with your day.',
          ],
          benefits: [
            'Releases pent-up thoughts in a contained way',
            'Ends the session calm rather than churned up',
          ],
        },
        {
          level: 'Four-Day Practice',
          durationMinutes: 30,
          steps: [
            'Set aside the same time on four days in a row.',
            'Each day, begin with 5 minutes of coherent breathing, about six breaths a minute.',
            'Write for 20 minutes about the same difficult experience, exploring how it connects to your relationships, your past and who you want to be.',
            'On later days, notice whether the story changes, and include anything you may have learned from it.',
            'After writing, breathe slowly for 5 minutes, then do something ordinary and pleasant, such as a short walk or a cup of tea.',
            'After the fourth day, decide whether to keep or discard the pages.',
          ],
          benefits: [
            'Helps turn a painful event into a more coherent story',
            'May ease stress and intrusive thoughts over the following weeks',
            'Builds confidence in facing hard feelings',
          ],
        },
      ],
    },
    {
      slug: 'green-exercise-mindful-outdoor-workout',
      name: 'Green Exercise with Mindful Attention',
      description:
        'Moderate exercise outdoors among trees, water or open green space, done with deliberate attention to the surroundings rather than to headphones and a screen. Exercise lifts mood and nature lowers stress, and research on green exercise suggests even short sessions improve mood and self-esteem. Mindful attention is what joins the two: noticing colours, sounds and smells as you move draws you out of your head, so you take in the setting instead of just passing through it.',
      traditionalRating: 4,
      traditionalEvidence:
        'Outdoor movement for health has ancient precedents, but green exercise as a named idea comes from environmental psychology research in the 2000s.',
      scientificRating: 5,
      scientificEvidence:
        'A body of mostly small studies shows short bouts of green exercise improve mood and self-esteem, often more than indoor equivalents; the added mindfulness element has had little direct testing.',
      culturalOrigins: [
        'Environmental psychology',
        'British green exercise research',
        'Mindfulness practice',
      ],
      contraindications: [
        'If you have hay fever or asthma, check pollen levels and carry your inhaler.',
        'Stay aware of traffic, uneven ground and weather; mindful attention should never replace basic safety.',
        'With heart or joint conditions, choose walking over running and check with your doctor before increasing effort.',
      ],
      preparationRequirements: [
        'A park, trail, riverside or other green route',
        'Weather-appropriate clothes and water',
        'Phone on silent, headphones left at home',
      ],
      metaTitle: 'Green Exercise: A Mindful Outdoor Workout for Mood',
      metaDescription:
        'Combine moderate outdoor exercise with mindful attention to nature. A 20-minute walk and a 40-minute session to lift mood and reduce stress.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 20,
          steps: [
            'Head to the greenest place you can reach easily, and leave your headphones behind.',
            'Walk briskly for 5 minutes, just enough to warm up and breathe a little faster.',
            'For the next 10 minutes, work through one sense at a time: colours for 2 minutes, then sounds, then smells, then the feel of the air on your skin.',
            'When your mind drifts to your to-do list, return to the sense you are working with.',
            'Slow down for the last 5 minutes and notice how your body and mood have changed.',
          ],
          benefits: ['A quick mood and self-esteem lift', 'A break from screens and mental chatter'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 40,
          steps: [
            'Warm up with 5 minutes of walking and easy joint circles.',
            'Walk fast, jog or cycle for 25 minutes on a green route, at an effort where talking takes some work.',
            'Every 5 minutes, take three breaths to notice one detail you had not seen before, such as a particular tree, a bird or a change in the light.',
            'Finish with 5 minutes of stretching outdoors, facing something you find beautiful.',
            'Spend a final minute standing still with your eyes closed, listening to the soundscape.',
            'Aim for three sessions a week, varying the route to keep your attention fresh.',
          ],
          benefits: [
            'Builds fitness while lowering stress',
            'Strengthens your sense of connection to local nature',
            'Makes regular exercise more enjoyable and easier to keep up',
          ],
        },
      ],
    },
    {
      slug: 'dynamic-active-meditation-sequence',
      name: 'Dynamic Active Meditation',
      description:
        'A five-stage active meditation developed in the 1970s: fast chaotic breathing, a phase of cathartic release, jumping with a vocal sound, sudden freezing into stillness, and finally free dance. It was designed for people who find it hard to sit still. The vigorous stages burn off restless energy and let pent-up tension out, so the silent stage that follows is often deeper than a sitting meditation begun cold. The combination of exertion, expression and stillness is the method; any single stage alone misses the point.',
      traditionalRating: 4,
      traditionalEvidence:
        'Created by the Indian teacher Osho in the early 1970s, drawing on Sufi, tantric and cathartic-therapy ideas, and practised widely in meditation centres since.',
      scientificRating: 2,
      scientificEvidence:
        'Very little research exists; a few small studies report reduced stress, and the method rests mainly on tradition and participant reports.',
      culturalOrigins: ['Osho meditation movement', 'Sufi practices', 'Humanistic psychology'],
      risks: ['intense_movement', 'altered_states'],
      contraindications: [
        'Avoid it if you have heart disease or uncontrolled high blood pressure, are pregnant, or have joint or back problems that jumping would aggravate.',
        'People with epilepsy should not do the fast breathing stage, which can provoke seizures.',
        'If you have a history of psychosis, dissociation or severe trauma, the cathartic stage can be destabilising; practise only with experienced support.',
        'People with panic disorder may find the fast breathing triggers symptoms; slow it down or leave it out.',
        'Stop and rest if you feel dizzy or faint, have chest pain or feel emotionally overwhelmed, and consult a clinician.',
      ],
      preparationRequirements: [
        'A private space where you can move freely and make noise',
        'A blindfold, if you want to keep your eyes closed',
        'Recorded music for the stages, or a timer',
        'An empty stomach',
      ],
      metaTitle: 'Dynamic Active Meditation: Five-Stage Guide and Safety',
      metaDescription:
        'Learn the five stages of dynamic active meditation: fast breathing, catharsis, jumping, stillness and dance, with a gentler version and safety notes.',
      levels: [
        {
          level: 'Gentle Version',
          durationMinutes: 20,
          steps: [
            'Stand with soft knees in a clear, private space, eyes closed or lowered.',
            'Breathe in and out through the nose more strongly than usual for 3 minutes, emphasising the exhale and letting the body move with it; slow down if you get dizzy.',
            'For 3 minutes, let out whatever wants to move: shake, stamp, sigh, hum or make sounds.',
            'Bounce gently on your heels for 3 minutes with your arms loose, instead of full jumping.',
            'Stop completely and stand still for 6 minutes, watching whatever is happening in your body and mind.',
            'Dance or sway freely for 5 minutes to gentle music, then lie down for a minute.',
          ],
          benefits: ['Releases restlessness before stillness', 'An accessible entry to active meditation'],
        },
        {
          level: 'Full Practice',
          durationMinutes: 60,
          steps: [
            'For the first stage, breathe chaotically and forcefully through the nose for 10 minutes, emphasising the exhale and using the arms to build energy.',
            'For the second stage, spend 10 minutes expressing whatever arises, such as shouting, crying, shaking or laughing, without directing it at anyone.',
            'For the third stage, jump with your arms raised for 10 minutes, landing on the flats of your feet and sounding hoo with each landing.',
            'For the fourth stage, freeze at the signal in whatever position you are in and stay completely still and silent for 15 minutes.',
            'For the fifth stage, dance and celebrate freely for 15 minutes, carrying the stillness into movement.',
            'Afterwards, rest, drink water and sit quietly before returning to normal activity.',
          ],
          benefits: [
            'A strong cathartic release of tension',
            'A vivid experience of stillness after exertion',
            'High-energy start to the day for those who suit it',
          ],
        },
      ],
    },
    {
      slug: 'heart-focused-breathing-with-appreciation',
      name: 'Heart-Focused Breathing with Appreciation',
      description:
        'Slow breathing at about six breaths a minute while imagining the breath flowing through the area of the heart, combined with deliberately recalling a feeling of appreciation or care. Slow breathing steadies the heart rhythm, while the positive feeling shifts the emotional tone that often drives stress. People using heart-rate-variability monitors often find the two together give a smoother, more regular rhythm than breathing alone, and the warm feeling makes the practice pleasant enough to use in tense moments.',
      traditionalRating: 3,
      traditionalEvidence:
        'A modern technique developed by a heart-rhythm research organisation in the 1990s, echoing heart-centred contemplative practices found in many traditions.',
      scientificRating: 5,
      scientificEvidence:
        'Meta-analyses of heart-rate-variability biofeedback show moderate reductions in stress and anxiety; much of the research on the appreciation element comes from the developers themselves.',
      culturalOrigins: ['Heart-rhythm coherence training', 'Heart-centred contemplative practice'],
      contraindications: [
        'If recalling happy memories brings up grief or loss, choose a simple present-moment appreciation, such as warmth, a pet or a view, instead.',
        'If you have a heart rhythm condition you can still practise, but do not rely on a consumer heart-rate device in place of medical monitoring.',
      ],
      preparationRequirements: [
        'A quiet minute anywhere; no equipment needed',
        'Optionally, a heart-rate-variability app or sensor for feedback',
      ],
      metaTitle: 'Heart-Focused Breathing with Appreciation: How to Do It',
      metaDescription:
        'Slow heart-focused breathing combined with a feeling of appreciation to steady stress in minutes. A quick 3-minute version and a 15-minute practice.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 3,
          steps: [
            'Place a hand over the centre of your chest and bring your attention there.',
            'Breathe a little more slowly and deeply than usual, about 5 seconds in and 5 seconds out, imagining the breath moving in and out through the chest.',
            'After a minute, recall a moment of appreciation or care, such as time with a friend, a pet or a place you love.',
            'Try to feel the warmth of that moment again while you keep breathing slowly, for 2 minutes.',
            'Open your eyes and notice whether your body feels any different.',
          ],
          benefits: ['A fast reset in a tense moment', 'Shifts mood as well as the body'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 15,
          steps: [
            'Sit comfortably and, if you like, connect a heart-rate-variability sensor or app.',
            'Breathe at about six breaths a minute for 5 minutes, with attention resting in the chest.',
            'Bring in a feeling of appreciation and sustain it for 8 minutes, returning to it whenever the mind wanders.',
            'If you use a sensor, notice how the heart rhythm graph changes when the feeling is strong compared with when you are distracted.',
            'Finish by choosing one cue, such as touching your chest, to use as a shortcut in stressful moments during the day.',
          ],
          benefits: [
            'Builds a reliable calm state you can call up quickly',
            'Gives visible feedback on your progress',
            'Can reduce everyday anxiety with regular practice',
          ],
        },
      ],
    },
    {
      slug: 'pmr-with-guided-imagery',
      name: 'Progressive Muscle Relaxation with Guided Imagery',
      description:
        'A classic clinical relaxation pairing: first tensing and releasing muscle groups in turn, then imagining a calm, safe place in rich sensory detail. Muscle relaxation quiets the body, but a busy mind can soon wind it back up; imagery gives the mind somewhere restful to go. In the other direction, imagery comes more easily when the body is already loose. Clinicians have used the two together for decades to ease anxiety, pain and the side effects of medical treatment.',
      traditionalRating: 5,
      traditionalEvidence:
        'Progressive muscle relaxation was developed in the 1920s and 1930s, and guided imagery draws on older visualisation practices; both became standard in behavioural medicine.',
      scientificRating: 6,
      scientificEvidence:
        'A good number of randomised trials, many in medical settings such as cancer care and surgery, support combined relaxation and imagery training for anxiety and wellbeing, though study quality varies.',
      culturalOrigins: [
        'Behavioural medicine',
        'American physiology research',
        'Clinical imagery and hypnosis',
      ],
      contraindications: [
        'Do not tense any area that is injured, painful or recently operated on; simply relax it instead.',
        'If you have high blood pressure, tense gently rather than hard and do not hold your breath while tensing.',
        'If you live with trauma, some imagery or closed eyes may feel unsettling; choose your own safe place and keep your eyes open if you need to.',
      ],
      preparationRequirements: [
        'A bed, couch or mat',
        'A guided recording, or a script you have read beforehand',
        '15 to 30 minutes without interruptions',
      ],
      metaTitle: 'Progressive Muscle Relaxation with Guided Imagery',
      metaDescription:
        'Combine progressive muscle relaxation and guided imagery for deep calm: step-by-step 15- and 30-minute sessions of a method long used in clinical care.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 15,
          steps: [
            'Lie or sit comfortably and take three slow breaths.',
            'Clench both fists for 5 seconds, noticing the tension, then release for 15 seconds, noticing the contrast.',
            'Repeat with the arms, shoulders, face, stomach, thighs and feet, working through the body.',
            'Scan once more and let any remaining tension soften on each out-breath.',
            'Picture a place where you feel safe and calm, real or imagined, and notice what you see there.',
            'Add sounds, smells, temperature and textures, and stay in the scene for 5 minutes.',
            'Take a deep breath, wiggle your fingers and toes, and open your eyes.',
          ],
          benefits: [
            'Relaxes body and mind in one session',
            'Easy to learn from a recording',
            'Useful before medical appointments or sleep',
          ],
        },
        {
          level: 'Intermediate',
          durationMinutes: 30,
          steps: [
            'Work through 16 muscle groups, from the hands up to the face and down to the feet, tensing for 5 seconds and releasing for 20 to 30 seconds each.',
            'After each release, silently say relax, so the word becomes linked with the feeling of letting go.',
            'Spend 12 minutes in guided imagery, moving slowly through your calm place and engaging every sense.',
            'If it appeals to you, add an image of tension leaving the body, such as a stream carrying it away.',
            'Before returning, choose one small detail of the scene you can recall later as a quick calming cue.',
            'Over the weeks, shorten the muscle section by grouping areas, until you can relax in a few minutes.',
          ],
          benefits: [
            'Builds a conditioned relaxation response',
            'Can ease anxiety and tension-related pain',
            'Gives you a portable calming image for difficult moments',
          ],
        },
      ],
    },
    {
      slug: 'warm-shower-list-and-body-scan-wind-down',
      name: 'Evening Wind-Down Stack: Warm Shower, To-Do List, Body Scan',
      description:
        "A bedtime sequence that joins three sleep aids: a warm shower or bath one to two hours before bed, writing tomorrow's to-do list, and a short body scan in bed. The warm water draws heat to the skin, which then helps the core cool, a natural signal for sleep; the list offloads unfinished tasks that otherwise keep the mind turning; and the body scan gives attention somewhere quiet to rest as you drift off. Each tackles a different reason people lie awake, so together they cover more ground than any one alone.",
      traditionalRating: 3,
      traditionalEvidence:
        'Evening bathing is an old custom in many cultures, notably Japan; the combined routine is a modern synthesis from sleep research.',
      scientificRating: 5,
      scientificEvidence:
        'Reviews link a warm bath or shower one to two hours before bed with falling asleep faster, a small trial found writing a to-do list shortened the time to fall asleep, and body scans have modest support; the stack itself is untested.',
      culturalOrigins: ['Japanese evening bathing', 'Sleep medicine', 'Mindfulness practice'],
      contraindications: [
        'Very hot baths can cause dizziness with low blood pressure, heart disease or pregnancy; keep the water warm rather than hot.',
        'If insomnia persists for weeks, use this routine alongside, not instead of, a medical check and cognitive behavioural therapy for insomnia.',
      ],
      preparationRequirements: [
        'A shower or bath',
        'A notebook by the bed',
        'A body scan recording, if you prefer guidance',
      ],
      metaTitle: 'Evening Wind-Down: Warm Shower, To-Do List and Body Scan',
      metaDescription:
        'A three-step bedtime routine: a warm shower, a five-minute to-do list and a body scan, each easing a different reason people lie awake.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 30,
          steps: [
            'About 90 minutes before bed, take a warm shower or bath for 10 minutes.',
            'Afterwards, dim the lights and put screens away.',
            'About 30 minutes before bed, spend 5 minutes writing a to-do list for tomorrow, as specific as you can make it.',
            'Close the notebook and remind yourself the list will be there in the morning.',
            'Lie down with the lights out and move your attention slowly from your toes to your head for 10 minutes, or until you fall asleep.',
          ],
          benefits: ['Fall asleep more easily', 'Less late-night mental list-making'],
        },
        {
          level: 'Settled Routine',
          durationMinutes: 45,
          steps: [
            'Take a warm bath or shower one to two hours before bed, ending with a minute of slow breathing in the warm water.',
            'Spend 20 minutes on a quiet activity under low light, such as reading a paper book.',
            'Write your to-do list, then add one line about anything worrying you and one small step you could take about it.',
            'In bed, do a body scan, pausing at each area to let it feel heavy and warm.',
            'If you are still awake after about 20 minutes, get up, sit somewhere dim and quiet, and return to bed when sleepy.',
            'Keep the same order and roughly the same times each night, so the sequence itself becomes a cue for sleep.',
          ],
          benefits: [
            'A consistent routine that signals bedtime to the body',
            'Eases both physical and mental tension before sleep',
            'Gives you a calm plan for nights when sleep will not come',
          ],
        },
      ],
    },
    {
      slug: 'midday-reset-move-breathe-refocus',
      name: 'Midday Reset: Move, Breathe, Refocus',
      description:
        'A short break for the middle of the working day that stacks three quick practices: a burst of movement, a few minutes of slow breathing, and one written intention for the next block of work. Movement clears the stiffness and sluggishness of long sitting, breathing brings arousal back down so you are not jittery, and the intention channels the refreshed state into one clear task. Each on its own is easy to skip or let fizzle; joined, they give a clean restart for the afternoon.',
      traditionalRating: 2,
      traditionalEvidence:
        'A modern workplace routine combining movement breaks, paced breathing and intention setting.',
      scientificRating: 4,
      scientificEvidence:
        'Studies show short movement breaks from sitting improve energy and some metabolic markers, slow breathing reduces stress in small trials, and specific if-then plans have meta-analytic support; the combination is not studied.',
      culturalOrigins: ['Occupational health research', 'Modern breathwork', 'Goal-setting psychology'],
      contraindications: [
        'Choose movements that suit your body; seated versions work well if you have mobility limits or joint pain.',
        'If slow breathing makes you anxious or short of air, breathe naturally and simply lengthen the exhale a little.',
      ],
      preparationRequirements: [
        'A bit of space beside your desk, or a staircase',
        'A sticky note or notebook',
      ],
      metaTitle: 'Midday Reset: A 10-Minute Move, Breathe, Refocus Break',
      metaDescription:
        'Beat the afternoon slump with a quick reset: movement, slow breathing and one written intention. Desk-friendly steps for any working day.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 5,
          steps: [
            'Stand up and move for 1 minute: march on the spot, roll your shoulders and reach your arms overhead.',
            'Sit back down with your feet flat and breathe in for 4 counts and out for 6 counts, for 2 minutes.',
            'Ask yourself what the single most useful thing to do in the next hour is.',
            'Write it on a sticky note and put it where you can see it.',
            'Begin that task straight away.',
          ],
          benefits: ['Shakes off the post-lunch slump', 'Turns a break into a clear restart'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 12,
          steps: [
            'Step away from your desk and climb stairs, walk briskly, or do squats and wall push-ups for 4 minutes.',
            'Stand or sit and practise 4 minutes of slow breathing at about six breaths a minute, eyes resting on a distant point.',
            'Spend 1 minute noticing your body sensations, mood and energy, without trying to change them.',
            'Write one intention in the form: when I sit down, I will start with this specific task for this length of time.',
            'Silence notifications for that block and set a timer.',
            'When the block ends, tick the note off, and repeat the reset before the next block if you need it.',
          ],
          benefits: [
            'Breaks up long sitting',
            'Restores focus and calm together',
            'Makes afternoon work more deliberate',
          ],
        },
      ],
    },
    {
      slug: 'morning-light-walk-with-intention',
      name: 'Morning Light Walk with Intention Setting',
      description:
        'A walk outdoors soon after waking that combines daylight, gentle movement and setting an intention for the day. Bright morning light is the strongest signal to the body clock, helping you feel alert by day and sleepy at night. Walking adds movement and warmth, and the rhythm of steps makes it easier to think clearly about priorities. The walk gives the intention a fixed daily slot, and the intention gives the walk a purpose, so the habit tends to stick.',
      traditionalRating: 4,
      traditionalEvidence:
        'Greeting the sun at dawn is part of many traditions, from Hindu sun salutation to morning prayer; this modern form comes from body-clock research.',
      scientificRating: 5,
      scientificEvidence:
        'Strong laboratory evidence shows morning light shifts the body clock, walking has robust mood benefits, and if-then planning is supported by meta-analysis; the combined routine has not been tested.',
      culturalOrigins: ['Circadian science', 'Hindu sun greeting traditions', 'Modern habit design'],
      contraindications: [
        'Never look directly at the sun; ordinary daylight reaching your eyes is enough.',
        'If you have an eye condition or bipolar disorder, or take light-sensitising medicine, ask your doctor before adding bright-light routines.',
      ],
      preparationRequirements: ['Outdoor shoes and clothes for the weather', 'A walking route close to home'],
      metaTitle: 'Morning Light Walk: Daylight, Movement and Intention',
      metaDescription:
        'Get outside soon after waking for daylight, a gentle walk and a clear intention for the day, to support your body clock, mood and focus.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 10,
          steps: [
            'Within an hour of waking, step outside without sunglasses, unless you need them for medical reasons.',
            'Walk at an easy pace for 10 minutes, letting your gaze rest on the sky and the horizon rather than your phone.',
            'Halfway through, ask yourself how you want to feel and act today.',
            'Sum it up in a few words, such as patient and focused, and repeat them to yourself in time with your steps.',
            'Back home, drink a glass of water and begin your day.',
          ],
          benefits: ['Helps you feel awake sooner', 'Gives the day a clear tone from the start'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 30,
          steps: [
            'Walk for 20 to 30 minutes outdoors in the first hour after waking, even on cloudy days.',
            'For the first 10 minutes, walk in silence, noticing light, temperature and sound.',
            'In the middle section, review your day: the most important task, a likely difficulty and how you will meet it.',
            'Form one if-then plan, such as if I feel pulled to check email early, then I will finish my first task before opening it.',
            'Walk the final minutes at a brisker pace, then note your intention in your phone or journal when you return.',
          ],
          benefits: [
            'Supports a steadier sleep-wake rhythm',
            'Improves mood and daily activity levels',
            'Turns intentions into concrete plans',
          ],
        },
      ],
    },
    {
      slug: 'loving-kindness-walk-among-strangers',
      name: 'Loving-Kindness Walk Among Strangers',
      description:
        'A walk through a street, park or shop in which you silently wish well to the people you pass, with phrases such as may you be happy. Loving-kindness meditation is usually practised sitting, with people held in the imagination; doing it while walking among real people makes the feeling immediate and practical, and counters the habit of sizing up or ignoring strangers. Walking gives the body something to do and lifts mood, and the wishes turn an ordinary errand into practice.',
      traditionalRating: 7,
      traditionalEvidence:
        'Loving-kindness, or metta, has been taught in Buddhist traditions for around 2,500 years and was often practised while walking; the city form is a modern adaptation.',
      scientificRating: 4,
      scientificEvidence:
        'Meta-analyses show loving-kindness meditation increases positive emotion and feelings of connection; brief exercises in wishing strangers well have only small studies behind them.',
      culturalOrigins: ['Theravada Buddhism', 'Modern secular compassion training'],
      contraindications: [
        'If crowds make you anxious, start in a quiet park with only a few passers-by, and stop if anxiety rises.',
        'Stay alert to traffic and your surroundings; keep your eyes open and part of your attention on where you are going.',
      ],
      preparationRequirements: [
        'A walk of 10 to 30 minutes through a place with other people',
        'A few short phrases chosen in advance',
      ],
      metaTitle: 'Loving-Kindness Walk: Metta Practice Among Strangers',
      metaDescription:
        'Silently wish passers-by well as you walk. A practical loving-kindness walk that builds warmth and connection, with beginner and deeper versions.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 10,
          steps: [
            'Choose two or three phrases, such as may you be happy and may you be well.',
            'Walk at a normal pace, and as you pass each person, silently offer them one phrase.',
            'Do not try to force a feeling; the intention to wish them well is enough.',
            'Notice any judgement that arises, for example about how someone looks, and offer the phrase anyway.',
            'At the end of the walk, offer the same phrases to yourself.',
          ],
          benefits: ['A quick lift in warmth and mood', 'Feel less alone in a crowd'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 30,
          steps: [
            'Before you set out, spend 3 minutes wishing yourself well with your phrases, one hand on your chest.',
            'As you walk, choose one person at a time and reflect: just like me, this person wants to be happy; just like me, they have known pain.',
            'Then offer your wish and move on to the next person, without staring.',
            'Include people who irritate you, such as a loud talker or someone blocking the path.',
            'Notice how your body feels when you offer goodwill compared with when you judge.',
            'Close by sitting for a few minutes and widening the wish to everyone in the area.',
          ],
          benefits: [
            'Builds empathy toward strangers and difficult people',
            'Softens habitual judgement',
            'Brings meditation into ordinary daily life',
          ],
        },
      ],
    },
    {
      slug: 'pre-performance-breath-and-imagery-routine',
      name: 'Pre-Performance Breath and Imagery Routine',
      description:
        'A short routine used by athletes, musicians and speakers before they perform: a few minutes of slow breathing, vivid mental rehearsal of the performance going well, and a cue word to carry into the moment. Breathing lowers excess arousal so your hands and voice steady; imagery primes the movements and decisions you are about to make; the cue word links that prepared state to the real event. Imagery works better when you are calm enough to see it clearly, and calm is easier to hold when the mind has a clear plan.',
      traditionalRating: 3,
      traditionalEvidence:
        'A modern sport psychology technique, with roots in older habits of mental preparation in martial arts and the performing arts.',
      scientificRating: 6,
      scientificEvidence:
        'Meta-analyses support mental imagery for improving performance in sport and motor skills, and studies of pre-performance routines and slow breathing are encouraging; the exact routine differs between studies.',
      culturalOrigins: ['Sport psychology', 'Performing arts preparation'],
      contraindications: [
        'If imagining the event makes your anxiety spike, practise first with easier scenes and build up, or work with a coach or psychologist.',
        'If slow breathing makes you lightheaded, switch to natural breathing with a slightly longer exhale.',
      ],
      preparationRequirements: [
        'A quiet corner for 5 to 15 minutes before you perform',
        'A clear picture of what success looks like for this performance',
        'A cue word chosen in advance',
      ],
      metaTitle: 'Pre-Performance Routine: Breathing and Mental Imagery',
      metaDescription:
        'Calm nerves and prime your skills before a game, exam, talk or concert with slow breathing, vivid imagery and a cue word. Short and full versions.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 5,
          steps: [
            'Find a quiet spot and breathe in for 4 counts and out for 6 counts, for 1 minute.',
            'Close your eyes and picture the first minute of your performance going well, seen from your own point of view.',
            'Include what you see, hear and feel in your body, such as your feet on the floor or the instrument in your hands.',
            'Choose a cue word, such as smooth or steady, and say it silently as you picture your best moment.',
            'Open your eyes, take one more slow breath, and say the cue word as you step out.',
          ],
          benefits: ['Steadier nerves before you begin', 'A clear mental picture of what to do'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 15,
          steps: [
            'In the days beforehand, practise this routine daily so that it becomes automatic.',
            'On the day, spend 3 minutes on slow breathing at about six breaths a minute.',
            'Rehearse the whole performance in real time or as highlights, including one difficulty and how you recover from it.',
            'Feel the emotions you want to have, such as confidence or focus, alongside the images.',
            'Pair the cue word with a small physical anchor, such as pressing your thumb and finger together.',
            'Right before you begin, use one slow breath, the anchor and the cue word together.',
          ],
          benefits: [
            'Can improve performance under pressure',
            'Builds a reliable routine you can use anywhere',
            'Helps you recover quickly from mistakes',
          ],
        },
      ],
    },
    {
      slug: 'gratitude-grace-and-mindful-first-bites',
      name: 'Grace and Mindful First Bites',
      description:
        'A short ritual at the start of a meal: a pause to give thanks for the food and for everyone who brought it to you, followed by eating the first few bites slowly and with full attention. Gratitude shifts attention from rushing to appreciating; mindful eating turns that appreciation into direct experience of taste, texture and fullness. The pause makes slowing down feel natural rather than forced, and eating slowly gives the gratitude somewhere concrete to land. It fits into meals you were eating anyway.',
      traditionalRating: 9,
      traditionalEvidence:
        'Giving thanks before meals is an ancient practice in Christian, Jewish, Muslim, Hindu, Buddhist and many indigenous traditions; mindful eating draws on Buddhist monastic meals.',
      scientificRating: 3,
      scientificEvidence:
        'Mindful eating trials show mixed, modest effects on eating behaviour, and gratitude practices have support for mood; the pairing at meals has hardly been studied.',
      culturalOrigins: ['Religious mealtime blessings', 'Buddhist monastic eating', 'Modern mindful eating'],
      contraindications: [
        'If you live with an eating disorder, close attention to food can be triggering; practise only with guidance from your treatment team.',
        'Choose words of thanks that fit your own beliefs; the practice works just as well without religious language.',
      ],
      preparationRequirements: [
        'A meal or snack, ideally eaten sitting down',
        'Phone and screens put away for at least the first few minutes',
      ],
      metaTitle: 'Grace and Mindful Eating: A Simple Mealtime Ritual',
      metaDescription:
        'Begin meals with a moment of thanks and a few slow, attentive bites. A simple ritual that joins gratitude and mindful eating, religious or not.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 3,
          steps: [
            'Before you eat, rest your hands and look at the food for a few breaths.',
            'Silently or aloud, give thanks for the food and for one group of people who made it possible, such as farmers, cooks or drivers.',
            'Take a first bite and put your fork or spoon down while you chew.',
            'Notice the flavour, texture and temperature, and how the taste changes as you chew.',
            'Eat the next two bites the same way, then continue your meal at a comfortable pace.',
          ],
          benefits: ['More enjoyment of ordinary meals', 'A natural pause in a busy day'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 20,
          steps: [
            'Eat the whole meal without screens, reading or work.',
            'Begin with a longer reflection, tracing the food back to the sun, rain, soil and people involved in growing and bringing it.',
            'Eat the first five minutes in silence, putting your utensil down between bites.',
            'Halfway through, check in with your hunger on a scale from starving to uncomfortably full.',
            'Stop when you are comfortably satisfied, and end with a brief word of thanks.',
            'If you eat with others, invite each person to share one thing they appreciate before starting.',
          ],
          benefits: [
            'Helps you notice fullness and eat at a gentler pace',
            'Deepens appreciation for food and the people behind it',
            'Can turn shared meals into moments of connection',
          ],
        },
      ],
    },
    {
      slug: 'walk-then-write-idea-session',
      name: 'Walk-Then-Write Idea Session',
      description:
        'A walk of 15 to 30 minutes with a question in mind, followed straight away by ten minutes of capturing ideas on paper. Walking loosens rigid thinking and seems to boost the flow of new ideas, but ideas that come on a walk are easy to lose; writing immediately catches them while they are fresh and lets you sort the promising from the passing. The walk generates and the page selects. Writers, philosophers and scientists have worked in this rhythm for centuries.',
      traditionalRating: 5,
      traditionalEvidence:
        'Walking to think is an old habit of philosophers and writers, from the peripatetic school of ancient Greece to nineteenth-century thinkers who kept daily thinking walks.',
      scientificRating: 4,
      scientificEvidence:
        'Small laboratory experiments show walking increases creative idea generation during and shortly after the walk, and writing things down aids memory; the combined routine has not been studied directly.',
      culturalOrigins: [
        'Ancient Greek peripatetic school',
        'Literary and scientific walking traditions',
        'Creativity research',
      ],
      contraindications: [
        'Stay alert to traffic and terrain while you think; choose a familiar, safe route.',
        'If the question is emotionally painful, a walk can slide into rumination; switch to noticing your surroundings and return to it with support.',
      ],
      preparationRequirements: [
        'A clear question or problem written down',
        'A notebook or notes app for afterwards',
        'A safe, familiar walking route',
      ],
      metaTitle: 'Walk-Then-Write: A Creative Thinking Routine',
      metaDescription:
        'Generate ideas on a walk, then capture them straight away on paper. A simple routine for solving problems and sparking creative work.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 25,
          steps: [
            'Write your question at the top of a page, for example how could I make this project simpler.',
            'Walk at an easy, steady pace for 15 minutes, letting the question sit in the background of your mind.',
            'Do not force answers; when an idea comes, say it to yourself once so you remember it.',
            'Back home, spend 10 minutes writing down every idea you had, however odd, without judging.',
            'Circle the one or two ideas that feel most alive.',
          ],
          benefits: ['Unsticks a stuck problem', 'Adds movement to a desk-bound day'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 45,
          steps: [
            'Spend 5 minutes setting out the problem in writing, including what you have already tried.',
            'Walk for 25 to 30 minutes, ideally somewhere with trees or open views.',
            'For the first half, let your mind wander freely; for the second half, gently return to the question.',
            'Record a quick voice note if an important idea arrives, rather than stopping to type.',
            'Sit down straight away and write for 10 minutes, first listing ideas, then choosing one and sketching a next step.',
            'For larger problems, repeat on several days in a row, reading your previous page before each walk.',
          ],
          benefits: [
            'More and better ideas than sitting and straining',
            'Turns loose insights into concrete next steps',
            'A sustainable thinking habit for creative work',
          ],
        },
      ],
    },
    {
      slug: 'mindful-running-with-rhythmic-breathing',
      name: 'Mindful Running with Rhythmic Breathing',
      description:
        'Easy running in which you link the breath to your footfalls, for example breathing in for three steps and out for two, and use that rhythm as an anchor for attention, the way a seated meditator uses the breath. Running alone often becomes a battle with discomfort or a stream of distracting thoughts; the breath pattern gives the mind a simple job, helps you keep an even pace, and makes it easier to notice effort before it tips into strain. The running in turn keeps the meditation lively for people who find stillness hard.',
      traditionalRating: 4,
      traditionalEvidence:
        'Running as moving meditation is taught by some modern Buddhist teachers and echoes older walking and running practices of monks; rhythmic breathing patterns come from running coaching.',
      scientificRating: 4,
      scientificEvidence:
        'Running and aerobic exercise have strong evidence for mood and health; mindfulness during exercise and specific breathing rhythms are supported only by small studies.',
      culturalOrigins: [
        'Modern running coaching',
        'Buddhist moving meditation',
        'Japanese mountain monk traditions',
      ],
      risks: ['intense_movement'],
      contraindications: [
        'Get medical clearance before taking up running if you have heart disease, chest pain on exertion or uncontrolled high blood pressure.',
        'If you have asthma, carry your inhaler and do not force a breathing pattern that leaves you short of breath.',
        'Knee, hip or foot injuries, or pregnancy if you did not run before, call for walking or low-impact alternatives.',
        'Stop running and rest if you feel dizzy or faint, or have chest pain or unusual breathlessness, and consult a clinician.',
      ],
      preparationRequirements: [
        'Running shoes and weather-appropriate clothes',
        'A safe route, track or treadmill',
        'No headphones, except perhaps for a timer',
      ],
      metaTitle: 'Mindful Running with Rhythmic Breathing Patterns',
      metaDescription:
        'Turn your run into moving meditation by matching breath to footsteps. A beginner walk-run and a steady run session, with safety notes.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 20,
          steps: [
            'Walk briskly for 5 minutes, noticing your feet and breath.',
            'Alternate 1 minute of easy jogging with 2 minutes of walking, five times.',
            'While jogging, breathe in for three steps and out for three, or whatever even rhythm feels natural.',
            'When your mind wanders, come back to counting your steps with the breath.',
            'Walk for the last few minutes and notice how your body feels.',
          ],
          benefits: ['Makes early runs calmer and more enjoyable', 'Builds a gentle base of fitness'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 40,
          steps: [
            'Warm up with 5 minutes of walking and 5 minutes of easy jogging.',
            'Settle into a steady run for 20 to 25 minutes using a three-steps-in, two-steps-out rhythm, which switches the foot that lands on each exhale.',
            'Every few minutes, scan your body, including jaw, shoulders, hands and stride, and soften whatever is tight.',
            'If the rhythm feels forced on hills, switch to two steps in and one out, or slow down.',
            'In the last 5 minutes, drop the counting and run with open awareness of sound, air and surroundings.',
            'Walk to cool down, then stretch gently.',
          ],
          benefits: [
            'Steadier pacing and less perceived strain',
            'Running becomes a reliable way to clear the mind',
            'Builds aerobic fitness',
          ],
        },
      ],
    },
    {
      slug: 'soothing-touch-breath-and-compassionate-letter',
      name: 'Soothing Touch, Breath and Self-Compassionate Letter',
      description:
        'A three-step session for a hard moment: a few minutes of slow breathing with a warm hand on the chest, then writing a letter to yourself from the point of view of a kind, wise friend. Self-criticism and shame tend to put the body on alert, which makes kind words hard to believe. Soothing touch and slow breathing calm that alert first, so the letter can be written from a softer place; the letter then gives the calm a voice and a message you can reread later.',
      traditionalRating: 4,
      traditionalEvidence:
        'Draws on Buddhist compassion practice, shaped into secular form in the 2000s by self-compassion and compassion-focused therapy programmes.',
      scientificRating: 5,
      scientificEvidence:
        'Meta-analyses show self-compassion interventions reduce self-criticism, anxiety and depression, and compassionate letter writing has been tested in small trials; this exact sequence has not been evaluated on its own.',
      culturalOrigins: [
        'Mindful self-compassion',
        'Compassion-focused therapy',
        'Buddhist compassion practice',
      ],
      contraindications: [
        'For some people, kindness toward themselves first brings up grief or old pain; go slowly and stop if it becomes too much.',
        'If touch feels uncomfortable, rest your hands in your lap or hold a warm drink instead.',
      ],
      preparationRequirements: [
        'Pen and paper',
        'About 20 minutes of privacy',
        'A specific situation in which you have been hard on yourself',
      ],
      metaTitle: 'Self-Compassion Practice: Soothing Touch, Breath and Letter',
      metaDescription:
        'Calm your body with soothing touch and slow breathing, then write to yourself as a kind friend would. A gentle practice for harsh self-criticism.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 15,
          steps: [
            'Sit comfortably, place one or both hands on your chest, and feel their warmth.',
            'Breathe slowly for 3 minutes, letting each exhale be long and soft.',
            'Bring to mind something you have been criticising yourself for, and notice where you feel it in your body.',
            'Write a short letter to yourself as a kind friend would, acknowledging that this is hard and that you are not alone in struggling.',
            'Read the letter back slowly with your hand still on your chest.',
          ],
          benefits: ['Quiets the inner critic in a hard moment', 'Links physical calm to kinder thoughts'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 30,
          steps: [
            'Begin with 5 minutes of slow breathing and soothing touch, trying places such as the cheek, upper arm or belly to find what comforts you most.',
            'Write a full letter from an imagined compassionate friend who knows all your strengths and flaws and accepts you completely.',
            'In the letter, recognise the pain, remind yourself that many people face similar struggles, and suggest one kind, practical step.',
            'Put the letter aside for at least an hour, then read it again after another short round of soothing breath.',
            'Keep the letter somewhere you can find it the next time your inner critic is loud.',
          ],
          benefits: [
            'Builds a lasting habit of self-kindness',
            'Reduces shame and rumination over time',
            'Leaves you a written reminder for difficult days',
          ],
        },
      ],
    },
    {
      slug: 'chant-then-silence-session',
      name: 'Chant Then Silence',
      description:
        'A session that begins with chanting a simple sound or phrase aloud, softens to a whisper, then to silent repetition, and ends with several minutes of silent sitting. Chanting lengthens the exhale, engages the body and gives a wandering mind something to hold, and chanting with others lifts mood. When the sound stops, the quiet that follows tends to be unusually vivid and easy to rest in. Many traditions follow sound with silence for exactly this reason: the chant is the doorway and the silence is the room.',
      traditionalRating: 9,
      traditionalEvidence:
        'Chanting followed by silence is found in Hindu kirtan and japa, Christian monastic and Taizé worship, Buddhist sutra recitation, and Sikh and Sufi devotional music, across many centuries.',
      scientificRating: 3,
      scientificEvidence:
        'Small studies suggest chanting and humming can slow breathing and heart rate and lift mood, and one chanting practice has small clinical trials; the sequence as a whole is little researched.',
      culturalOrigins: [
        'Hindu kirtan and japa',
        'Christian monastic and Taizé chant',
        'Buddhist chanting',
        'Sufi dhikr',
      ],
      contraindications: [
        'If religious chanting clashes with your beliefs, use a neutral sound such as a hum or a single vowel.',
        'If you have voice strain or recent throat surgery, chant very softly or hum instead.',
      ],
      preparationRequirements: [
        'A place where you can use your voice without feeling self-conscious',
        'A chosen sound, phrase or recording to chant along with',
        'A cushion or chair for the silent part',
      ],
      metaTitle: 'Chant Then Silence: From Sound into Stillness',
      metaDescription:
        'Chant or hum aloud, soften to a whisper, then sit in silent meditation. An old way to quiet a busy mind, with beginner and longer sessions.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 12,
          steps: [
            'Sit upright and choose a simple sound, such as om, a hum, or a short phrase from your own tradition.',
            'Chant it aloud on each exhale for 4 minutes, keeping the sound steady rather than loud.',
            'Continue for 2 minutes at a whisper, feeling the breath and the shape of the words.',
            'Repeat the sound silently in your mind for 2 minutes.',
            'Let the sound go entirely and sit in the quiet for 4 minutes, noticing what remains.',
          ],
          benefits: ['Makes silent sitting easier to settle into', 'Lengthens the breath without effort'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 30,
          steps: [
            'Begin with 10 minutes of call-and-response chanting with a recording or a group, letting your voice blend with the others.',
            'Move to 5 minutes of a single repeated phrase, gradually slowing the pace.',
            'Soften to a whisper for 3 minutes, then to silent repetition for 2 minutes.',
            'Sit in silence for 10 minutes, resting attention in the space the sound has left.',
            'When thoughts arise, return briefly to the silent phrase, then let it dissolve again.',
            'Close with one soft chant or a bow before getting up.',
          ],
          benefits: [
            'A deeper, steadier silence than sitting alone',
            'Uplifts mood, especially when chanting with others',
            'Connects you with a living devotional tradition',
          ],
        },
      ],
    },
  ],
};
