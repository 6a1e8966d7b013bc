import type { PracticeCategoryContent } from './schema';

export const category: PracticeCategoryContent = {
  slug: 'somatic-embodiment',
  name: 'Somatic & Embodiment',
  description:
    'Practices that bring you back into your body through movement, stillness and touch: yoga postures, qigong and tai chi forms, progressive relaxation, self-massage and somatic exercises for orienting and settling. They build body awareness, release held tension and help the nervous system find its way back to calm.',
  iconName: 'PersonStanding',
  sortOrder: 2,
  practices: [
    {
      slug: 'jacobson-progressive-muscle-relaxation',
      name: 'Progressive Muscle Relaxation',
      description:
        'A systematic method of tensing one muscle group at a time for a few seconds and then releasing it, moving through the whole body. The contrast teaches you to recognise what tension feels like and how to let it go. It is one of the most studied relaxation techniques and is easy to learn without a teacher.',
      traditionalRating: 3,
      traditionalEvidence:
        'Developed by the physician Edmund Jacobson in the 1920s and 1930s, later shortened into the versions used in clinics today.',
      scientificRating: 8,
      scientificEvidence:
        'Supported by many randomised trials and meta-analyses for anxiety, stress, insomnia and tension-related pain.',
      culturalOrigins: ['Early twentieth-century American medicine', 'Behaviour therapy'],
      risks: [],
      contraindications: [
        'Skip or only gently tense any area with an injury, recent surgery, cramping tendency or joint pain.',
        'If you have high blood pressure or heart disease, tense lightly and keep breathing rather than holding the breath while tensing.',
        'Tensing and releasing can occasionally bring up anxiety in people with panic disorder; keep the tension mild and your eyes open.',
      ],
      preparationRequirements: [
        'A quiet place to sit in a supportive chair or lie on your back',
        'Loose, comfortable clothing',
        'Fifteen minutes free from interruption',
      ],
      metaTitle: 'Progressive Muscle Relaxation: Step-by-Step Guide',
      metaDescription:
        'Learn progressive muscle relaxation: tense and release each muscle group to ease stress, anxiety and tension. Short and full versions with safety notes.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 10,
          steps: [
            'Sit or lie comfortably, close your eyes if you wish, and take a few slow breaths.',
            'Make fists with both hands, tensing the hands and forearms to about half your strength for five seconds.',
            'Release all at once and notice the difference as the muscles soften for about fifteen seconds.',
            'Repeat the tense-and-release cycle with the upper arms, shoulders, face, belly, thighs and feet in turn.',
            'Keep breathing throughout, breathing in as you tense and out as you let go.',
            'Finish by scanning the body for any remaining tension and letting it go on a long out-breath.',
          ],
          benefits: [
            'Quick relief from physical tension',
            'Learning to recognise the feeling of tension early',
          ],
        },
        {
          level: 'Intermediate',
          durationMinutes: 20,
          steps: [
            'Work through sixteen muscle groups in order: each hand and forearm, each upper arm, forehead, eyes and cheeks, jaw, neck, shoulders, chest, belly, each thigh, each calf and each foot.',
            'Tense each group for about five to seven seconds, then release and relax for twenty to thirty seconds.',
            'Use a cue word such as "relax" silently with each release.',
            'After a week of daily practice, combine groups into four: arms, face and neck, torso, and legs.',
            'Move on to relaxing by recall: scan each area and release tension without tensing first.',
            'Practise the cue word alone in daily life, letting tension drop whenever you notice it.',
          ],
          benefits: [
            'Lower overall anxiety and arousal',
            'Easier sleep onset',
            'A quick relaxation skill you can use anywhere',
          ],
        },
      ],
    },
    {
      slug: 'tension-release-tremoring-tre',
      name: 'Tension and Trauma Releasing Exercises (TRE)',
      description:
        'A sequence of simple stretches that gently tire the legs and hips, followed by lying down and allowing a natural tremor to move through the body. Its developer proposed that this tremoring helps the body discharge stress. Many people find it deeply relaxing, though the research is still early and it should be approached gradually.',
      traditionalRating: 2,
      traditionalEvidence:
        'Created by David Berceli in the early 2000s, drawing on his work with people affected by war and disaster and on observations of animal stress responses.',
      scientificRating: 3,
      scientificEvidence:
        'Small pilot studies and uncontrolled trials report reduced stress and anxiety; rigorous randomised trials are lacking.',
      culturalOrigins: ['Modern somatic therapy'],
      risks: ['intense_movement'],
      contraindications: [
        'Avoid during pregnancy, and if you have epilepsy or a seizure disorder, as involuntary shaking may be unsafe or confusing.',
        'Avoid with recent surgery, fractures, joint replacements or acute back, hip or knee injury; the preparatory exercises load these areas.',
        'People with PTSD, dissociation or a history of psychosis should learn it only with a certified provider and clinical support, as tremoring can bring up strong emotions.',
        'Stop the tremor at once by straightening your legs if you feel dizzy, pain, panic or overwhelm, and consult a clinician before continuing.',
      ],
      preparationRequirements: [
        'A yoga mat or carpeted floor and a wall for support',
        'Comfortable clothing',
        'Ideally, initial instruction from a certified TRE provider',
      ],
      metaTitle: 'TRE: Tension and Trauma Releasing Exercises Guide',
      metaDescription:
        'How TRE works: gentle leg and hip exercises followed by natural tremoring to ease stress. Steps, what the evidence says and who should avoid it.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 15,
          steps: [
            'Stand with feet hip-width apart and gently rise onto the balls of your feet and back down about ten times.',
            'Lean against a wall and sit into a shallow squat for one or two minutes, only until your thighs feel mildly tired.',
            'Lie on your back with the soles of your feet together and knees falling open, and rest for a minute.',
            'Lift your knees slightly toward each other by a few centimetres and wait, letting any small tremor arise in the legs.',
            'Allow gentle tremoring for no more than five minutes, keeping your breathing easy.',
            'To stop, straighten your legs along the floor, then rest for a few minutes before slowly rolling to your side and sitting up.',
          ],
          benefits: [
            'A sense of physical release after stress',
            'Deep relaxation for many people after sessions',
          ],
        },
        {
          level: 'Intermediate',
          durationMinutes: 25,
          steps: [
            'Complete the full sequence of preparatory exercises, including calf raises, forward bends and the wall sit.',
            'Lie down and allow tremoring for ten to fifteen minutes, letting it move through the pelvis or back if it does naturally.',
            'Practise regulating the tremor: straighten one leg or change foot position to lessen it, then allow it to return.',
            'Notice emotions that arise and keep them manageable by opening your eyes and feeling your back on the floor.',
            'Limit practice to two or three times a week and rest for at least five minutes afterward.',
          ],
          benefits: [
            'A practical way to discharge stress-related tension',
            'Greater confidence in regulating your own body',
            'Better sleep for some practitioners',
          ],
        },
      ],
    },
    {
      slug: 'qigong-shaking-practice',
      name: 'Qigong Shaking',
      description:
        'A lively standing practice in which you bounce through the knees and let the whole body shake loosely, from the feet up through the hands and shoulders, for several minutes. It is often used at the start of qigong sessions to loosen the joints and shake off stiffness and stress, and ends with standing still to feel the effects.',
      traditionalRating: 6,
      traditionalEvidence:
        'Shaking and bouncing warm-ups are part of many Chinese qigong lineages, and similar shaking practices appear in folk healing traditions around the world.',
      scientificRating: 2,
      scientificEvidence:
        'There is almost no direct research on shaking practice; evidence is mainly experience-based, with indirect support from studies on light exercise and mood.',
      culturalOrigins: ['Chinese qigong', 'Folk movement traditions'],
      risks: ['intense_movement'],
      contraindications: [
        'Avoid or keep the bounce very small during pregnancy, with pelvic floor problems, or with recent abdominal surgery.',
        'Avoid vigorous shaking with osteoporosis, joint replacements, acute back or knee injury, or a detached retina or recent eye surgery.',
        'People with uncontrolled high blood pressure, heart disease or vertigo should shake gently and briefly.',
        'Stop if you feel dizzy, faint, breathless or in pain, stand still with your knees soft, and consult a clinician before continuing.',
      ],
      preparationRequirements: [
        'A clear space to stand',
        'Supportive shoes or bare feet on a non-slip floor',
        'A glass of water nearby',
      ],
      metaTitle: 'Qigong Shaking: Release Tension by Shaking It Off',
      metaDescription:
        'Try qigong shaking: bounce through the knees and let the body shake loose to release stiffness and stress. Steps, variations and safety notes.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 5,
          steps: [
            'Stand with feet shoulder-width apart, knees soft and arms hanging loosely by your sides.',
            'Begin a small, gentle bounce through the knees, keeping the heels on the floor.',
            'Let the bounce travel up into the hips, shoulders and arms so they jiggle freely.',
            'Keep the jaw and face relaxed and breathe naturally through the nose or mouth.',
            'Continue for two to three minutes, then slow down gradually over half a minute.',
            'Stand still with eyes closed or lowered for a minute and feel the tingling and warmth in the body.',
          ],
          benefits: ['A quick energy lift and mood boost', 'Loosened joints and shoulders'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 15,
          steps: [
            'Warm up with a minute of gentle bouncing.',
            'Increase the bounce a little, shaking the hands, arms and shoulders more freely while keeping the knees soft.',
            'Shake each leg in turn while standing on the other, holding a wall if needed.',
            'Return to whole-body shaking for up to ten minutes, letting any sighs or sounds come out naturally.',
            'Gradually reduce the shaking to stillness over a minute.',
            'Stand quietly for three to five minutes with hands resting over the lower belly, noticing sensations.',
          ],
          benefits: [
            'Release of physical and emotional tension',
            'More vivid body awareness',
            'An energising start to other practices',
          ],
        },
      ],
    },
    {
      slug: 'sun-salutation-flow',
      name: 'Sun Salutation (Surya Namaskar)',
      description:
        'A flowing sequence of yoga postures linked with the breath: reaching up, folding forward, stepping back into plank, lowering, lifting the chest and returning to standing. Repeated rounds warm and stretch the whole body, and the breath-movement rhythm brings a meditative focus. It is a classic morning practice that can be taken slowly or briskly.',
      traditionalRating: 6,
      traditionalEvidence:
        'Rooted in ancient Indian sun worship and codified as a posture sequence in early twentieth-century India, now practised in most yoga styles.',
      scientificRating: 5,
      scientificEvidence:
        'Yoga in general has meta-analytic support for stress, flexibility and back pain; studies of sun salutations alone are small but show cardiovascular and strength effects.',
      culturalOrigins: ['Indian Hatha Yoga', 'Modern postural yoga'],
      risks: ['intense_movement'],
      contraindications: [
        'In pregnancy, avoid lying on the belly and deep backbends, and use a wider stance or a teacher-led prenatal version.',
        'If you have wrist, shoulder or lower back injuries, modify plank and cobra or skip them, and bend the knees in forward folds.',
        'People with uncontrolled high blood pressure, glaucoma or heart disease should avoid fast rounds and keep the head above the heart.',
        'Stop if you feel dizzy, short of breath or pain, rest in a seated position, and consult a clinician before resuming.',
      ],
      preparationRequirements: [
        'A non-slip yoga mat',
        'An empty or light stomach, at least two hours after a large meal',
        'Space to extend your arms overhead and step back the length of your body',
      ],
      metaTitle: 'Sun Salutation: Surya Namaskar Steps for All Levels',
      metaDescription:
        'Learn the sun salutation sequence step by step, linking breath and movement to warm and stretch the body. Gentle and full versions with modifications.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 10,
          steps: [
            'Stand at the front of your mat with feet together or hip-width apart, palms together at the chest.',
            'Inhale and sweep your arms overhead; exhale and fold forward with bent knees, hands to the shins or floor.',
            'Inhale and lift halfway with a long, flat back; exhale and step both feet back, lowering your knees to the mat.',
            'Lower your chest to the mat with knees down, then inhale into a low cobra, lifting only a little.',
            'Exhale and press back into child’s pose or downward-facing dog for three breaths.',
            'Step your feet to your hands, inhale and rise up with a flat back, then exhale with palms at the chest.',
            'Repeat three to five slow rounds, resting between rounds if you need to.',
          ],
          benefits: ['A gentle whole-body warm-up', 'Calm focus from linking breath and movement'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 20,
          steps: [
            'Practise the full sequence: mountain, upward salute, forward fold, half lift, plank, low push-up, upward dog, downward dog, and back.',
            'Match each movement to one breath, moving smoothly without rushing.',
            'Hold downward-facing dog for five breaths in each round, pedalling the heels gently.',
            'Add a low lunge on each side in alternate rounds to open the hips.',
            'Complete eight to twelve rounds, keeping the breath steady and unforced.',
            'Finish lying on your back for three minutes with eyes closed.',
          ],
          benefits: [
            'Strength in the arms, shoulders and core',
            'Improved flexibility through the spine and hamstrings',
            'An energising morning routine',
          ],
        },
      ],
    },
    {
      slug: 'restorative-yoga-supported-poses',
      name: 'Restorative Yoga',
      description:
        'A slow, quiet form of yoga in which the body is fully supported by bolsters, blankets and blocks so that you can rest in each position for five to twenty minutes. Nothing is stretched hard; the aim is deep physical ease that lets the nervous system downshift. It suits people who are tired, stressed, recovering or new to movement.',
      traditionalRating: 5,
      traditionalEvidence:
        'Developed from the use of props in B.K.S. Iyengar’s teaching in the twentieth century and shaped into a distinct style by his students.',
      scientificRating: 5,
      scientificEvidence:
        'Small randomised trials report reduced stress, fatigue and improved sleep, including in people with cancer and metabolic conditions; studies are modest in size.',
      culturalOrigins: ['Iyengar yoga', 'Modern postural yoga'],
      risks: [],
      contraindications: [
        'In later pregnancy, avoid lying flat on your back; use a side-lying or inclined supported position.',
        'If you have glaucoma, uncontrolled high blood pressure or acid reflux, avoid inverted positions such as legs up the wall with the hips raised.',
      ],
      preparationRequirements: [
        'A mat, two or three firm blankets or a bolster, and a couple of cushions',
        'A warm, dim, quiet room',
        'An eye pillow or folded cloth, if you like',
      ],
      metaTitle: 'Restorative Yoga: Supported Poses for Deep Rest',
      metaDescription:
        'Rest deeply with restorative yoga: supported poses held with bolsters and blankets to calm stress and fatigue. Simple sequences and safety tips.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 20,
          steps: [
            'Sit with your back to a bolster or stacked cushions placed lengthwise, then lie back so your spine and head are supported.',
            'Bring the soles of your feet together with a cushion under each knee, and rest your arms open by your sides.',
            'Stay for eight to ten minutes, letting your breath become slow and easy.',
            'Roll to your side, come to sitting, and move to a wall for legs up the wall with a folded blanket under the hips.',
            'Rest here for five to eight minutes, with your arms relaxed and eyes closed.',
            'Bend your knees, roll to your side and rest for a minute before sitting up slowly.',
          ],
          benefits: ['Deep physical and mental rest', 'Relief from fatigue and stress'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 45,
          steps: [
            'Begin in a supported child’s pose over a bolster, head turned to one side, for five minutes, turning the head halfway.',
            'Move to a supported twist, lying over the bolster with hips sideways, for four minutes on each side.',
            'Rest in a supported reclining bound angle for ten minutes.',
            'Lie in legs up the wall for eight minutes.',
            'Finish in a fully supported relaxation pose with a bolster under the knees and a blanket over you for ten minutes.',
            'Take your time to come up, sitting quietly for a minute before you stand.',
          ],
          benefits: [
            'Better sleep and recovery',
            'Gentle opening of hips, chest and spine',
            'A reliable way to downshift after demanding days',
          ],
        },
      ],
    },
    {
      slug: 'yin-yoga-long-holds',
      name: 'Yin Yoga',
      description:
        'A quiet style of yoga in which mostly floor-based postures are held for three to five minutes with muscles relaxed, so that gentle, sustained stress reaches the connective tissue around the hips, spine and legs. Long holds also invite patience and mindful attention to sensation, making yin yoga part stretch, part meditation.',
      traditionalRating: 4,
      traditionalEvidence:
        'Developed in the United States in the 1980s and 1990s by teachers blending Taoist yoga, Hatha postures and ideas from Chinese medicine.',
      scientificRating: 3,
      scientificEvidence:
        'A few small trials report reductions in stress and anxiety and some flexibility gains; research on the style is still limited.',
      culturalOrigins: ['Taoist yoga', 'Modern postural yoga', 'Chinese medicine ideas'],
      risks: [],
      contraindications: [
        'People with hypermobility or connective tissue disorders should keep holds shorter and avoid going to end range.',
        'Avoid deep holds on recently injured joints and stop if you feel sharp, burning or electric sensations.',
        'In pregnancy, hormonal changes loosen ligaments; use gentler ranges and avoid lying on the belly.',
      ],
      preparationRequirements: [
        'A mat and one or two cushions or blocks',
        'A timer',
        'A warm room and warm clothing',
      ],
      metaTitle: 'Yin Yoga: Long-Held Poses for Hips and Spine',
      metaDescription:
        'Learn yin yoga: hold relaxed floor poses for several minutes to ease stiffness and calm the mind. A beginner sequence and deeper practice guide.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 20,
          steps: [
            'Sit on a cushion in butterfly pose, soles together, and fold forward gently until you feel a mild stretch.',
            'Relax the muscles, rest your hands on your feet or the floor, and stay for three minutes.',
            'Come out slowly and lie on your back for a minute, noticing the after-effects.',
            'Move into a supported child’s pose, knees wide, for three minutes.',
            'Lie on your back and let your knees fall to one side in a gentle twist for two minutes on each side.',
            'Finish in a relaxation pose for five minutes.',
          ],
          benefits: ['Gentle release of tight hips and lower back', 'A calm, meditative mood'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 50,
          steps: [
            'Follow three principles in every pose: come to an appropriate edge, become still, and hold for time.',
            'Practise a hip-focused sequence: butterfly, dragonfly, half saddle, sleeping swan and shoelace, holding each for four to five minutes.',
            'Between poses, rest for a minute on your back in a rebound position.',
            'During holds, breathe slowly and attend to sensation, adjusting if it becomes sharp rather than dull and spreading.',
            'Finish with a supported reclining pose and eight minutes of final relaxation.',
          ],
          benefits: [
            'Improved range of motion over time',
            'Training in staying with discomfort calmly',
            'Balance for more active training and long hours of sitting',
          ],
        },
      ],
    },
    {
      slug: 'baduanjin-eight-brocades-qigong',
      name: 'Baduanjin (Eight Brocades) Qigong',
      description:
        'A set of eight slow, flowing standing movements, such as "Holding up the sky" and "Drawing the bow", that combine gentle stretching, weight shifting and steady breathing. It takes about fifteen minutes, needs no equipment, and is one of the most widely practised qigong forms in the world, especially popular with older adults.',
      traditionalRating: 9,
      traditionalEvidence:
        'Recorded in Chinese texts from the Song dynasty around eight to nine hundred years ago and practised continuously in China since.',
      scientificRating: 7,
      scientificEvidence:
        'Many randomised trials and meta-analyses report benefits for balance, sleep, mood and some chronic conditions, though many trials are small and of variable quality.',
      culturalOrigins: ['Chinese qigong', 'Traditional Chinese medicine'],
      risks: [],
      contraindications: [
        'People with balance problems should practise near a chair or wall, or follow a seated version.',
        'If you have shoulder, knee or back injuries, reduce the range of movement and avoid deep squats in the horse stance.',
        'Those with uncontrolled high blood pressure should avoid bending forward deeply or holding the breath during movements.',
      ],
      preparationRequirements: [
        'Space to stand with arms outstretched',
        'Comfortable clothing and flat shoes',
        'A video or illustrated guide to learn the movements',
      ],
      metaTitle: 'Baduanjin Qigong: The Eight Brocades Step by Step',
      metaDescription:
        'Learn Baduanjin, the Eight Brocades qigong: eight gentle standing movements for balance, flexibility and calm. Beginner and daily practice guide.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 12,
          steps: [
            'Stand with feet shoulder-width apart, knees soft, and breathe quietly for a minute.',
            'Practise the first movement, "Holding up the sky": interlace your fingers, raise your palms overhead as you inhale, and lower your arms as you exhale, six times.',
            'Practise the second, "Drawing the bow": sink into a gentle horse stance and draw an imaginary bow to each side, three times per side.',
            'Practise the third, "Separating heaven and earth": push one palm up and one down, alternating six times.',
            'Add the remaining movements one at a time over the following weeks, following a guide.',
            'Finish by standing still with hands over the lower belly for a few breaths.',
          ],
          benefits: ['Gentle mobility for the shoulders and spine', 'A calm, steady start to the day'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 20,
          steps: [
            'Warm up with gentle joint circles from the ankles up to the neck.',
            'Perform all eight movements in order, with six to eight repetitions each.',
            'Coordinate the breath with each movement, inhaling as you open or rise and exhaling as you close or sink.',
            'Keep your attention on the lower belly and the soles of the feet throughout.',
            'Keep the movements soft and continuous, never forcing a stretch.',
            'Close with a minute of standing stillness and gentle self-massage of the face and arms.',
          ],
          benefits: [
            'Improved balance and leg strength',
            'Better sleep and mood with regular practice',
            'A sustainable daily movement habit at any age',
          ],
        },
      ],
    },
    {
      slug: 'tai-chi-short-form',
      name: 'Tai Chi Short Form',
      description:
        'A slow, continuous sequence of martial-art movements performed with relaxed attention, shifting weight from leg to leg while the arms move in flowing arcs. Short forms of eight to twenty-four movements make tai chi learnable at home. Regular practice builds balance, leg strength and a calm, grounded state of mind.',
      traditionalRating: 9,
      traditionalEvidence:
        'Tai chi grew out of Chinese martial arts and Taoist ideas over several centuries; the simplified 24-movement form was standardised in China in the 1950s.',
      scientificRating: 8,
      scientificEvidence:
        'Numerous randomised trials and meta-analyses show benefits for balance and fall prevention in older adults, knee arthritis pain, and mood.',
      culturalOrigins: ['Chinese martial arts', 'Taoism'],
      risks: [],
      contraindications: [
        'If you have knee problems, keep the stance high and the knees tracking over the toes; avoid deep, low postures.',
        'People at high risk of falling should start with a supervised class or practise near a sturdy support.',
      ],
      preparationRequirements: [
        'A clear space of a few metres',
        'Flat, flexible shoes',
        'A class or detailed video to learn the form',
      ],
      metaTitle: 'Tai Chi Short Form: A Beginner’s Guide to Practice',
      metaDescription:
        'Start tai chi with a short form: slow, flowing movements that build balance, strength and calm. Steps for learning and deepening your practice.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 15,
          steps: [
            'Stand with feet hip-width apart, knees slightly bent, and let your arms hang loosely.',
            'Practise weight shifting: move your weight slowly from one foot to the other, keeping the upper body upright.',
            'Learn the opening movement: raise your arms slowly to shoulder height as you inhale, and lower them as you exhale, bending the knees a little.',
            'Practise "Wave hands like clouds": step sideways while the arms circle in front of you, for several repetitions.',
            'Add one new movement from your chosen short form each week.',
            'Finish with a minute of standing quietly and noticing your balance.',
          ],
          benefits: ['Better balance and steadier walking', 'A calm focus that comes from slow movement'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 25,
          steps: [
            'Warm up with gentle joint circles and a minute of standing stillness.',
            'Perform the full short form slowly, keeping the speed even from start to finish.',
            'Keep the movements rooted in the legs and waist, letting the arms follow the turning of the torso.',
            'Keep the breath soft and natural, letting it gradually align with opening and closing movements.',
            'Repeat the form two or three times, each time relaxing the shoulders a little more.',
            'Finish in stillness, with hands resting over the lower belly.',
          ],
          benefits: [
            'Stronger legs and improved fall resistance',
            'Reduced joint stiffness and pain',
            'A moving meditation that eases stress',
          ],
        },
      ],
    },
    {
      slug: 'zhan-zhuang-standing-post',
      name: 'Zhan Zhuang (Standing Like a Tree)',
      description:
        'A qigong practice of standing still in a relaxed posture with knees slightly bent and arms held as if embracing a large tree. Though outwardly nothing happens, the posture builds leg strength, postural alignment and deep body awareness. Many practitioners find it both energising and calming.',
      traditionalRating: 8,
      traditionalEvidence:
        'Rooted in Chinese internal martial arts such as Yiquan and Xingyiquan and practised in qigong lineages for centuries.',
      scientificRating: 3,
      scientificEvidence:
        'A few small studies of standing qigong report improvements in balance, fatigue and wellbeing; rigorous trials are scarce.',
      culturalOrigins: ['Chinese internal martial arts', 'Chinese qigong'],
      risks: [],
      contraindications: [
        'People with uncontrolled high blood pressure or heart disease should keep holds short and the arms low, and avoid holding the breath.',
        'If you have knee problems, keep the knees only slightly bent and stop if you feel pain rather than muscular effort.',
        'Long holds can cause light-headedness; keep the knees soft and sit down if you feel faint.',
      ],
      preparationRequirements: ['A quiet place to stand', 'Flat shoes or bare feet', 'A timer'],
      metaTitle: 'Zhan Zhuang: Standing Qigong Meditation Guide',
      metaDescription:
        'Learn zhan zhuang, the standing-like-a-tree qigong posture, to build strength, alignment and calm. Beginner and longer holds with safety notes.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 5,
          steps: [
            'Stand with feet parallel and shoulder-width apart, knees slightly bent and not beyond the toes.',
            'Tuck the chin slightly and imagine your head suspended gently from above.',
            'Let your arms hang by your sides and relax the shoulders, chest and belly.',
            'Breathe naturally and notice the sensations of standing, letting unnecessary tension melt downward.',
            'Hold for two to five minutes, then straighten your legs slowly and walk around briefly.',
          ],
          benefits: ['A calm, centred feeling', 'Awareness of habitual tension in posture'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 20,
          steps: [
            'Take the basic stance and raise your arms to chest height as if hugging a large tree, elbows slightly lower than the wrists.',
            'Keep the fingers spread and relaxed, with a space between the hands the width of your face.',
            'Scan for tension from head to toes, relaxing each area while keeping the structure of the posture.',
            'Breathe low into the belly and rest your attention there or on the soles of the feet.',
            'Increase the hold gradually by a minute or two per week, up to fifteen or twenty minutes.',
            'End by lowering the arms slowly, bringing the hands to the lower belly, and standing quietly.',
          ],
          benefits: [
            'Stronger legs and improved posture',
            'Deep, steady body awareness',
            'A sense of rootedness and inner calm',
          ],
        },
      ],
    },
    {
      slug: 'wuqinxi-five-animal-frolics',
      name: 'Wuqinxi (Five Animal Frolics)',
      description:
        'A playful qigong set that imitates the movements of five animals: tiger, deer, bear, monkey and crane. Each animal brings a different quality, from the tiger’s strength to the crane’s balance. The imagery makes the movements easy to remember and gives the practice a light, joyful character.',
      traditionalRating: 9,
      traditionalEvidence:
        'Traditionally attributed to the physician Hua Tuo around the second century, making it one of the oldest recorded Chinese exercise systems.',
      scientificRating: 5,
      scientificEvidence:
        'Randomised trials, mostly from China, suggest benefits for balance, bone density, flexibility and mood in older adults; study quality varies.',
      culturalOrigins: ['Chinese qigong', 'Traditional Chinese medicine'],
      risks: [],
      contraindications: [
        'The crane and bear movements challenge balance; practise near a wall or chair if you are unsteady.',
        'If you have knee or back injuries, keep movements small and avoid deep crouching in the tiger and deer sequences.',
      ],
      preparationRequirements: [
        'Space to move freely',
        'Comfortable clothing and flat shoes',
        'A video guide to learn the set',
      ],
      metaTitle: 'Wuqinxi Qigong: The Five Animal Frolics Explained',
      metaDescription:
        'Practise the Five Animal Frolics qigong: tiger, deer, bear, monkey and crane movements for balance, strength and a playful mind.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 12,
          steps: [
            'Stand quietly for a minute with knees soft and breath easy.',
            'Tiger: curl your fingers like claws, raise the hands overhead, then bring them down as you bend forward slightly, three times.',
            'Deer: twist gently to each side with fingers shaped like antlers, three times per side.',
            'Bear: sway the torso in slow circles from the waist, as if a bear were rocking.',
            'Monkey: rise onto the toes and draw the hands up alertly, then lower, three times.',
            'Crane: raise one knee and spread the arms like wings, balancing briefly, on each side.',
            'Finish by standing still and breathing calmly into the belly.',
          ],
          benefits: ['Playful, whole-body movement', 'Better balance and coordination'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 25,
          steps: [
            'Warm up with joint circles and shaking for two minutes.',
            'Practise each animal in its full standard form with two movements per animal.',
            'Embody the quality of each animal: the tiger’s power, the deer’s ease, the bear’s steadiness, the monkey’s alertness and the crane’s lightness.',
            'Coordinate the breath with rising and sinking movements.',
            'Repeat the whole set twice, with a minute of standing stillness between rounds.',
          ],
          benefits: [
            'Improved strength, flexibility and balance',
            'A lift in mood and vitality',
            'Deeper connection with traditional qigong',
          ],
        },
      ],
    },
    {
      slug: 'somatic-pendulation-resourcing',
      name: 'Pendulation and Resourcing',
      description:
        'A somatic exercise in which you first find a place in your body that feels calm or neutral, your resource, and then gently move attention between that place and a mild area of discomfort. This back-and-forth movement, called pendulation, teaches the nervous system that it can touch difficulty and return to safety, building tolerance in small steps.',
      traditionalRating: 2,
      traditionalEvidence:
        'Developed within Somatic Experiencing by Peter Levine from the 1970s onward, alongside related body-based trauma therapies.',
      scientificRating: 3,
      scientificEvidence:
        'Somatic Experiencing has a small evidence base, including a few randomised trials for PTSD symptoms; pendulation itself has not been tested separately.',
      culturalOrigins: ['Somatic Experiencing', 'Body-oriented psychotherapy'],
      risks: [],
      contraindications: [
        'This self-guided version is for everyday stress, not for working directly with traumatic memories; for trauma, work with a trained therapist.',
        'If attending to discomfort leads to panic, numbness or a sense of leaving the body, open your eyes, name objects in the room and stop the exercise.',
      ],
      preparationRequirements: [
        'A comfortable seat in a safe, private space',
        'Eyes open or closed, as you prefer',
        'A short time, ten minutes at most',
      ],
      metaTitle: 'Pendulation: A Somatic Exercise for Stress Relief',
      metaDescription:
        'Try pendulation from somatic therapy: move attention between a calm body area and mild discomfort to build resilience. Steps and safety guidance.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 8,
          steps: [
            'Sit comfortably and notice the support of the chair and the floor beneath you.',
            'Scan your body for a place that feels calm, neutral or pleasant, such as your hands, feet or the back against the chair.',
            'Rest your attention there for a minute, noticing qualities such as warmth, weight or stillness.',
            'Now notice a place of mild tension or discomfort, only a little, and rest attention there for a few breaths.',
            'Return to your resource area and let the body settle again.',
            'Move between the two areas two or three times, then finish with attention on the resource.',
          ],
          benefits: ['A felt sense that discomfort can change', 'More confidence in calming yourself'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 15,
          steps: [
            'Begin by building a list of resources: body areas, memories of safe places or people, and objects in the room that feel comforting.',
            'Settle into a resource until you notice signs of ease, such as a deeper breath, a swallow or a softening.',
            'Bring to mind a mildly stressful situation and notice where it shows up in the body.',
            'Stay with that sensation for only a few breaths, noticing its shape and any changes.',
            'Pendulate back to a resource, waiting for the signs of settling before returning.',
            'Repeat a few times, ending with a resource and a look around the room.',
          ],
          benefits: [
            'Greater capacity to tolerate stress',
            'Noticing the body’s natural signs of settling',
            'A practical skill to use before and after difficult moments',
          ],
        },
      ],
    },
    {
      slug: 'somatic-orienting-exercise',
      name: 'Orienting to the Environment',
      description:
        'A simple exercise in which you slowly turn your head and eyes to look around the space you are in, letting your gaze rest on whatever draws it. Orienting is a natural behaviour of all mammals checking for safety; doing it slowly and with curiosity can signal to the body that the present moment is safe enough to relax.',
      traditionalRating: 3,
      traditionalEvidence:
        'Taught in Somatic Experiencing and other trauma-informed body therapies, drawing on observations of the orienting response in animals.',
      scientificRating: 2,
      scientificEvidence:
        'There is little direct research; the practice rests on physiological studies of the orienting response and clinical experience.',
      culturalOrigins: ['Somatic Experiencing', 'Trauma-informed therapy'],
      risks: [],
      contraindications: [
        'People with neck injuries or vertigo should move the eyes more than the head and turn slowly within a comfortable range.',
        'If looking around increases alertness or fear, narrow your gaze to one comforting object and feel your feet on the floor.',
      ],
      preparationRequirements: [
        'Any space where you can look around, indoors or outdoors',
        'A comfortable seated or standing position',
      ],
      metaTitle: 'Orienting Exercise: A Somatic Practice to Feel Safe',
      metaDescription:
        'Use the somatic orienting exercise: look slowly around your space to help your nervous system register safety and settle. Simple steps for any time.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 3,
          steps: [
            'Sit or stand comfortably with your eyes open.',
            'Slowly turn your head and let your eyes wander around the room, as if seeing it for the first time.',
            'Let your gaze rest on anything that catches your interest, such as a colour, a shape or light through a window.',
            'Notice any changes in your body, such as a deeper breath, softer shoulders or a swallow.',
            'Continue for two or three minutes, then return to what you were doing.',
          ],
          benefits: ['A quick way to feel more present', 'Signals of safety that help the body settle'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 8,
          steps: [
            'Begin by noticing your feet on the ground and your seat in the chair.',
            'Orient slowly around the space, including behind you by turning the torso gently.',
            'Name silently five things you can see, four you can hear and three you can feel against your skin.',
            'Pick one pleasant object and rest your gaze on it for a minute, noticing how your body responds.',
            'Alternate between orienting outward and sensing inward, noticing how one affects the other.',
          ],
          benefits: [
            'A reliable grounding skill for stressful moments',
            'Greater awareness of the link between the senses and calm',
            'Less tunnel vision when anxious',
          ],
        },
      ],
    },
    {
      slug: 'somatic-self-holding',
      name: 'Self-Holding Exercise',
      description:
        'A gentle touch-based practice in which you place your hands on different parts of your own body, such as the forehead and chest or the belly and heart, and rest there while sensing the contact. Warm, steady touch can be comforting and help the body register containment and care, especially during stress or sleeplessness.',
      traditionalRating: 2,
      traditionalEvidence:
        'Taught by Peter Levine and other somatic therapists in recent decades, echoing the universal human instinct to hold and be held.',
      scientificRating: 3,
      scientificEvidence:
        'Small experimental studies suggest supportive self-touch can reduce stress responses; the specific sequence has not been tested in trials.',
      culturalOrigins: ['Somatic Experiencing', 'Body-oriented psychotherapy'],
      risks: [],
      contraindications: [
        'For some people who have experienced abuse, touch, even their own, can feel unsafe; begin with hands on the arms or thighs and stop if distress rises.',
      ],
      preparationRequirements: [
        'A comfortable seated or lying position',
        'A few quiet minutes',
        'Warm hands, rubbed together if needed',
      ],
      metaTitle: 'Self-Holding: A Somatic Touch Exercise for Calm',
      metaDescription:
        'Try the self-holding exercise: rest your hands on your forehead, chest and belly to comfort your nervous system during stress or before sleep.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 5,
          steps: [
            'Sit or lie comfortably and rub your hands together until they feel warm.',
            'Place one hand on your forehead and the other on your upper chest.',
            'Rest there, sensing the warmth and gentle weight of your hands, until you notice a slight shift such as a deeper breath.',
            'Keep the hand on the chest and move the other hand to your belly.',
            'Rest again until you notice a softening, then lower your hands and notice how you feel.',
          ],
          benefits: ['Comfort during stress or anxiety', 'A gentle aid to falling asleep'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 12,
          steps: [
            'Begin with hands on the forehead and chest, as in the beginner practice.',
            'Give yourself a self-hug: cross your arms and hold the opposite upper arms, gently squeezing.',
            'Move your hands to the sides of your ribs and feel them expand and settle with the breath.',
            'Place your hands on the back of your neck and the base of your skull, resting the elbows if lying down.',
            'After each position, pause and notice any changes in breathing, warmth or mood.',
            'Finish with whichever position felt most soothing, staying there for a few minutes.',
          ],
          benefits: [
            'A personal toolkit of calming touch',
            'A greater sense of being contained and safe in the body',
            'Quicker recovery after upsetting moments',
          ],
        },
      ],
    },
    {
      slug: 'abhyanga-oil-self-massage',
      name: 'Abhyanga (Oil Self-Massage)',
      description:
        'An Ayurvedic self-care ritual of massaging warm oil into the skin from the scalp to the soles, using long strokes on the limbs and circles over the joints. It is traditionally done in the morning before a bath. Beyond softening the skin, the slow, attentive touch is a nourishing way to inhabit and care for your body.',
      traditionalRating: 9,
      traditionalEvidence:
        'Described in classical Ayurvedic texts about two thousand years old and still part of daily routine in India.',
      scientificRating: 3,
      scientificEvidence:
        'Massage in general has trial support for stress and wellbeing, but studies of abhyanga itself are small pilot studies.',
      culturalOrigins: ['Indian Ayurveda'],
      risks: [],
      contraindications: [
        'Do a patch test first and avoid nut-based oils if you have a nut allergy; stop if a rash appears.',
        'Do not massage over broken skin, rashes, infections, varicose veins, blood clots or recent injuries.',
        'Oily feet make the bathroom floor slippery; wipe your soles or wear grippy slippers before stepping into the shower.',
      ],
      preparationRequirements: [
        'About two tablespoons of plant oil, such as sesame, sunflower or coconut, warmed in a cup of hot water',
        'An old towel to sit or stand on',
        'A warm room and time to shower afterward',
      ],
      metaTitle: 'Abhyanga: Ayurvedic Oil Self-Massage How-To',
      metaDescription:
        'Learn abhyanga, the Ayurvedic warm-oil self-massage, step by step: a calming morning ritual for body awareness and self-care, with safety tips.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 10,
          steps: [
            'Warm the oil by standing its bottle or cup in hot water until it feels pleasantly warm on your wrist.',
            'Sit on a towel and massage a little oil into your scalp with your fingertips, then your ears.',
            'Massage your arms with long strokes along the bones and circles over the elbows and wrists.',
            'Massage your legs the same way, with circles over the knees and ankles.',
            'Spend an extra minute massaging the soles of your feet.',
            'Rest for a few minutes, then take a warm shower, taking care on the floor.',
          ],
          benefits: [
            'A soothing, grounding start to the day',
            'Softer skin and a sense of care for your body',
          ],
        },
        {
          level: 'Intermediate',
          durationMinutes: 20,
          steps: [
            'Warm the oil and begin at the scalp, massaging in small circles for a few minutes.',
            'Massage the face gently, including the forehead, cheeks and jaw.',
            'Work down the neck and shoulders, then the arms, with long strokes on the limbs and circles on the joints.',
            'Massage the chest and belly with broad circles, moving clockwise around the navel.',
            'Reach the lower back as best you can, then massage the legs and feet slowly.',
            'Let the oil rest on the skin for ten to fifteen minutes while you sit quietly, then shower.',
          ],
          benefits: [
            'A calming daily ritual',
            'Greater body awareness and comfort in your skin',
            'Relief from muscular tension',
          ],
        },
      ],
    },
    {
      slug: 'feldenkrais-awareness-through-movement',
      name: 'Feldenkrais Awareness Through Movement',
      description:
        'Gentle, exploratory movement lessons, usually done lying on the floor, in which you make small, slow movements and notice how different parts of the body take part. Rather than stretching or strengthening, the aim is to discover easier ways to move. Many people find they stand up lighter and freer after a single lesson.',
      traditionalRating: 4,
      traditionalEvidence:
        'Developed by Moshé Feldenkrais from the 1940s onward, drawing on physics, judo and neuroscience, and taught worldwide today.',
      scientificRating: 4,
      scientificEvidence:
        'Systematic reviews of small trials suggest benefits for balance and mobility, especially in older adults; overall study quality is modest.',
      culturalOrigins: ['Feldenkrais Method', 'Twentieth-century European movement education'],
      risks: [],
      contraindications: [
        'If you have a recent injury or acute back pain, keep movements tiny, imagine them if needed, and stop if pain increases.',
        'People who cannot lie on the floor comfortably can do many lessons in a chair.',
      ],
      preparationRequirements: [
        'A mat or carpet',
        'A folded towel to support your head',
        'A recorded lesson or script',
      ],
      metaTitle: 'Feldenkrais Awareness Through Movement Lessons',
      metaDescription:
        'Discover Feldenkrais Awareness Through Movement: slow, gentle lessons that help you move with more ease and less effort. Steps for home practice.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 20,
          steps: [
            'Lie on your back with knees bent and feet standing, and notice how your back contacts the floor.',
            'Slowly tilt your knees a little to the right and back to the middle, about ten times, using the smallest effort possible.',
            'Notice how the movement travels up through the pelvis, ribs and head.',
            'Repeat to the left, then compare the two sides without judging.',
            'Rest with legs long between each variation and sense any changes.',
            'Roll to your side, come up slowly, and walk around noticing how you move.',
          ],
          benefits: ['Easier, lighter movement', 'Fine awareness of how you move'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 45,
          steps: [
            'Choose a full recorded lesson, such as one on turning, reaching or rolling.',
            'Do each movement far below your limit, slowing down whenever you notice strain or holding the breath.',
            'Explore variations the lesson offers, such as moving the eyes in the same or opposite direction as the head.',
            'Rest often, and use rests to compare sensations from before and after.',
            'Notice habitual patterns, such as where you brace or hold, and experiment with releasing them.',
            'After the lesson, test the new ease in an everyday action like turning to look behind you.',
          ],
          benefits: [
            'Reduced stiffness and effort in daily movement',
            'Better balance and coordination',
            'Curiosity about your body instead of frustration',
          ],
        },
      ],
    },
    {
      slug: 'alexander-constructive-rest',
      name: 'Alexander Technique Constructive Rest',
      description:
        'A restful lying position, sometimes called semi-supine, with knees bent, feet flat and a few books under your head. While resting, you give yourself gentle mental directions such as "let the neck be free" to release unnecessary tension. It is a simple daily practice drawn from the Alexander Technique, a method for improving posture and ease of movement.',
      traditionalRating: 4,
      traditionalEvidence:
        'The Alexander Technique was developed by F. M. Alexander from the 1890s onward; constructive rest is a standard home practice in the method.',
      scientificRating: 4,
      scientificEvidence:
        'Taught Alexander lessons have support from a large randomised trial for chronic back pain, but constructive rest alone has not been studied.',
      culturalOrigins: ['Alexander Technique', 'Twentieth-century British movement education'],
      risks: [],
      contraindications: [
        'In later pregnancy, avoid lying flat on your back for long; rest on your side or with your upper body raised instead.',
        'People with acid reflux or breathing difficulties may need a higher head support or a reclined position.',
      ],
      preparationRequirements: [
        'A carpet or mat on the floor',
        'A stack of paperback books to support the head',
        'Fifteen to twenty minutes',
      ],
      metaTitle: 'Constructive Rest: Alexander Technique Lying Practice',
      metaDescription:
        'Practise constructive rest from the Alexander Technique: lie semi-supine with books under your head to ease back and neck tension. Simple daily steps.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 15,
          steps: [
            'Lie on your back with a stack of books under your head, high enough that your chin is neither tucked nor tilted up.',
            'Bend your knees so that your feet are flat on the floor about hip-width apart, knees pointing to the ceiling.',
            'Rest your hands on your belly or the floor, and let your eyes stay open to keep you alert.',
            'Notice where your body contacts the floor and let the floor take your weight.',
            'Rest for ten to fifteen minutes, then roll onto your side and get up slowly.',
          ],
          benefits: ['Release of back and neck tension', 'A restful break during a long day'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 20,
          steps: [
            'Take the semi-supine position and rest for a few minutes.',
            'Give yourself mental directions without doing anything: "Let my neck be free, so my head can go forward and up."',
            'Add: "Let my back lengthen and widen," and "Let my knees go up to the ceiling."',
            'Notice any urge to fix or stretch and let it go, trusting the directions to work quietly.',
            'Before getting up, decide how to roll to the side and stand, and move with the same ease.',
            'Carry one direction into everyday activity, such as sitting at your desk.',
          ],
          benefits: [
            'Better posture without forcing',
            'More awareness of habitual tension',
            'Easier, lighter movement after rest',
          ],
        },
      ],
    },
    {
      slug: 'hanna-somatics-pandiculation',
      name: 'Hanna Somatics Pandiculation',
      description:
        'Slow, conscious movements based on pandiculation, the natural yawn-and-stretch response animals use on waking. You gently contract a muscle group, then lengthen it very slowly and release completely. The aim is to reset habitual muscle tension held by the nervous system rather than to stretch the muscle itself.',
      traditionalRating: 3,
      traditionalEvidence:
        'Developed by Thomas Hanna in the 1970s and 1980s, building on Feldenkrais work and taught by clinical somatic educators today.',
      scientificRating: 2,
      scientificEvidence:
        'There is little controlled research; evidence consists mainly of case reports and practitioner experience.',
      culturalOrigins: ['Hanna Somatic Education', 'Feldenkrais Method'],
      risks: [],
      contraindications: [
        'If you have acute back pain, a herniated disc or recent surgery, check with a clinician first and keep contractions very light.',
        'Stop any movement that produces sharp or radiating pain.',
      ],
      preparationRequirements: ['A mat or carpet', 'Loose clothing', 'A guide to the basic lessons'],
      metaTitle: 'Pandiculation: Hanna Somatics for Muscle Tension',
      metaDescription:
        'Learn pandiculation from Hanna Somatics: slow contract-and-release movements to reset habitual muscle tension in the back, neck and hips.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 10,
          steps: [
            'Lie on your back with knees bent and feet flat, arms resting by your sides.',
            'Arch your lower back gently as you breathe in, tilting the pelvis so the tailbone presses down.',
            'Exhaling, flatten your lower back slowly toward the floor, taking three or four seconds.',
            'Release completely and rest for a breath, noticing the muscles soften.',
            'Repeat the arch and flatten slowly six to eight times, keeping the movement smaller than your maximum.',
            'Rest and notice how your back feels against the floor.',
          ],
          benefits: ['Gentle relief of lower back tension', 'Awareness of habitual muscle holding'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 25,
          steps: [
            'Begin with arch and flatten for a few minutes.',
            'Lie on your belly and lift your head, one arm and the opposite leg slightly, then lower them over several seconds and rest.',
            'Lie on your side and slowly lift and lower the top arm and leg together to release the waist muscles.',
            'Practise the "washrag" twist on your back, letting knees and shoulders move in opposite directions slowly.',
            'After each movement, rest fully and scan for changes.',
            'Stand and walk slowly, noticing any new ease in the hips and back.',
          ],
          benefits: [
            'Reduced chronic muscle tightness',
            'Improved ease in walking and bending',
            'A short daily routine that supports posture',
          ],
        },
      ],
    },
    {
      slug: 'heartbeat-interoception-practice',
      name: 'Heartbeat Awareness (Interoception)',
      description:
        'A quiet practice of sensing your own heartbeat without touching your pulse: first with the help of a hand on the chest, then from the inside alone. Interoception, the sense of the body’s internal state, underpins emotional awareness, and practising it can make the signals of stress, calm and emotion easier to read.',
      traditionalRating: 3,
      traditionalEvidence:
        'Attention to internal body signals has roots in yogic and Buddhist body practices, but heartbeat awareness as an exercise comes from modern psychology research.',
      scientificRating: 4,
      scientificEvidence:
        'Laboratory research links interoceptive awareness to emotional regulation, and a few small training studies report reductions in anxiety; clinical trials are limited.',
      culturalOrigins: ['Modern psychophysiology', 'Contemplative body awareness'],
      risks: [],
      contraindications: [
        'People with panic disorder or health anxiety may find attention to the heartbeat alarming; start with the hand on the chest, keep sessions short, or choose the feet instead.',
        'If you notice an irregular or unusually fast heartbeat, do not try to interpret it yourself; see a doctor.',
      ],
      preparationRequirements: [
        'A quiet room',
        'A comfortable seated or lying position',
        'A few minutes of stillness beforehand',
      ],
      metaTitle: 'Heartbeat Awareness: Interoception Training at Home',
      metaDescription:
        'Build interoception by sensing your heartbeat from the inside. A simple practice linked to emotional awareness, with steps and gentle cautions.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 5,
          steps: [
            'Sit quietly with your eyes closed and let your breathing settle.',
            'Place your hand flat over the left side of your chest and feel for the heartbeat beneath it.',
            'Rest attention on the beat for a minute without counting or changing anything.',
            'Lower your hand and see whether you can still sense the heartbeat anywhere in the body, such as the chest, throat or fingertips.',
            'If you cannot feel it, that is normal; simply notice whatever sensations are present and try again another day.',
          ],
          benefits: ['A first step in reading the body’s inner signals', 'A calm, inward focus'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 10,
          steps: [
            'Sit quietly and sense the heartbeat without using your hands for a minute.',
            'Count your heartbeats silently for thirty seconds, then check your pulse at the wrist for thirty seconds to compare.',
            'Treat the difference with curiosity rather than as a score, and repeat a few times during the session.',
            'After mild exercise, such as climbing stairs, sense how the heartbeat feels different.',
            'During the day, pause briefly to check in with your heartbeat and other internal signals, such as hunger or tension.',
          ],
          benefits: [
            'Sharper awareness of internal states',
            'Earlier recognition of stress and emotion',
            'A foundation for emotional self-regulation',
          ],
        },
      ],
    },
    {
      slug: 'myofascial-self-release-ball',
      name: 'Myofascial Self-Release with a Ball',
      description:
        'Using a tennis ball, massage ball or foam roller to apply slow, sustained pressure to tight areas such as the upper back, glutes, calves and feet. Leaning into the ball and breathing while the area softens is a practical way to ease stiffness and bring attention into parts of the body that usually go unnoticed.',
      traditionalRating: 2,
      traditionalEvidence:
        'A modern self-care practice from sports therapy and physiotherapy, related to older traditions of massage and pressure-point work.',
      scientificRating: 5,
      scientificEvidence:
        'Reviews of controlled trials show foam rolling and similar self-massage give short-term gains in range of motion and reduced muscle soreness; long-term effects are less clear.',
      culturalOrigins: ['Modern sports therapy', 'Physiotherapy'],
      risks: [],
      contraindications: [
        'Avoid pressure over bones, the front of the neck, the lower back directly over the spine, varicose veins, bruises and recent injuries.',
        'People with osteoporosis, blood clotting disorders or on blood thinners should use very light pressure or consult a clinician first.',
        'Stop if you feel numbness, tingling or sharp pain, which may mean you are pressing on a nerve.',
      ],
      preparationRequirements: [
        'A tennis ball, massage ball or foam roller',
        'A wall or floor space',
        'Loose clothing',
      ],
      metaTitle: 'Myofascial Release With a Ball: Self-Massage Guide',
      metaDescription:
        'Ease tight muscles with myofascial self-release using a ball or foam roller. Step-by-step routines for the back, hips and feet, with safety tips.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 10,
          steps: [
            'Stand barefoot and roll a ball slowly under one foot from heel to toes for one minute, then switch feet.',
            'Stand with your back to a wall and place the ball between the wall and the muscle beside your shoulder blade.',
            'Lean gently into the ball and move slowly up and down until you find a tender spot.',
            'Rest on the tender spot for thirty to sixty seconds, breathing slowly, until it begins to soften.',
            'Repeat on the other side, keeping the ball off the spine itself.',
            'Finish by rolling your shoulders and noticing any change in ease.',
          ],
          benefits: ['Quick relief from stiffness after sitting', 'Awareness of where you hold tension'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 20,
          steps: [
            'Warm up with a few minutes of gentle movement or after a warm shower.',
            'Use a foam roller on the floor for the calves, thighs and upper back, rolling slowly for about a minute per area.',
            'Sit on a ball to release the glutes, crossing one ankle over the opposite knee to increase the stretch.',
            'On each tender spot, pause and breathe, adding small movements of the nearby joint, such as bending the knee.',
            'Keep the pressure at a level where you can breathe easily and do not brace.',
            'Finish with a few gentle stretches for the areas you worked.',
          ],
          benefits: [
            'Improved range of motion',
            'Less muscle soreness after exercise',
            'A simple daily body check-in',
          ],
        },
      ],
    },
    {
      slug: 'pilates-mat-fundamentals',
      name: 'Pilates Mat Fundamentals',
      description:
        'A set of precise floor exercises that develop deep core strength, spinal mobility and control, coordinated with a steady breath. Pilates emphasises quality over quantity: each movement is done slowly and with attention to alignment. It builds a strong, supported centre and a detailed sense of how the body moves.',
      traditionalRating: 4,
      traditionalEvidence:
        'Developed by Joseph Pilates in the 1920s as "Contrology" and taught widely in studios and clinics since.',
      scientificRating: 6,
      scientificEvidence:
        'Randomised trials and meta-analyses show Pilates reduces pain and disability in chronic low back pain, with benefits similar to other exercise therapy.',
      culturalOrigins: ['Pilates method', 'Twentieth-century physical culture'],
      risks: [],
      contraindications: [
        'If you have osteoporosis, avoid exercises with forceful spinal flexion, such as roll-ups, and work with a qualified instructor.',
        'In pregnancy or after recent abdominal surgery, avoid lying on the back for long and avoid intense abdominal curls; seek a prenatal or postnatal class.',
        'People with a disc injury should learn the exercises with a physiotherapist or qualified instructor.',
      ],
      preparationRequirements: [
        'A thick mat',
        'Comfortable clothing',
        'A video or instructor for learning alignment',
      ],
      metaTitle: 'Pilates Mat Basics: Core Exercises for Beginners',
      metaDescription:
        'Start Pilates at home with fundamental mat exercises for core strength, spinal mobility and body control. Clear steps and safety modifications.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 15,
          steps: [
            'Lie on your back with knees bent and feet flat, and find a neutral spine with a small natural curve in the lower back.',
            'Breathe into the sides and back of your ribs, then exhale and gently draw your lower belly in toward the spine.',
            'Practise pelvic curls: on an exhale, roll the spine up off the mat one vertebra at a time, then roll down slowly, six times.',
            'Practise toe taps: lift one bent leg to tabletop and lower it to tap the floor, alternating, while keeping the pelvis still.',
            'Do a gentle hundred: lift your head and arms slightly and pump the arms while breathing in for five counts and out for five, up to fifty counts.',
            'Finish lying on your back, hugging your knees to your chest and rocking gently.',
          ],
          benefits: ['Awareness and activation of the deep core', 'Gentle mobility for the spine'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 30,
          steps: [
            'Warm up with pelvic curls and chest lifts.',
            'Practise the full hundred with legs in tabletop or extended at a comfortable angle.',
            'Add single-leg stretch, spine stretch forward and the saw, each for five to eight slow repetitions.',
            'Practise swimming on your belly, lifting opposite arm and leg with a long spine.',
            'Include side-lying leg series for hip strength.',
            'Move with control and steady breathing, reducing range rather than losing form.',
            'Finish with a rest in child’s pose and a seated spinal twist.',
          ],
          benefits: [
            'Stronger core and back muscles',
            'Better posture and body control',
            'Relief from recurring low back pain for many people',
          ],
        },
      ],
    },
    {
      slug: 'trauma-sensitive-chair-yoga',
      name: 'Trauma-Sensitive Chair Yoga',
      description:
        'A gentle, choice-based form of yoga done in or beside a chair, where the emphasis is on noticing sensation and making your own decisions about how to move. Invitations replace commands, nothing is forced, and there is no right way to look. It helps people rebuild a sense of safety and agency in their bodies.',
      traditionalRating: 3,
      traditionalEvidence:
        'Developed in the 2000s at a trauma treatment centre in the United States, adapting classical yoga postures to trauma-informed principles.',
      scientificRating: 5,
      scientificEvidence:
        'Randomised trials, including one in women with chronic PTSD, report symptom reductions; studies are few and small but encouraging.',
      culturalOrigins: ['Trauma-informed therapy', 'Modern postural yoga'],
      risks: [],
      contraindications: [
        'This practice can bring up difficult feelings; if you are in active trauma treatment, discuss it with your therapist and stop any movement that feels unsafe.',
        'If you have limited mobility or joint pain, keep movements small and use the chair for support throughout.',
      ],
      preparationRequirements: [
        'A sturdy chair without wheels',
        'A space where you feel safe and unobserved',
        'Comfortable clothing',
      ],
      metaTitle: 'Trauma-Sensitive Chair Yoga: Gentle, Choice-Based Practice',
      metaDescription:
        'Try trauma-sensitive chair yoga: gentle seated movements built on choice and noticing sensation, to feel safer and more at home in your body.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 10,
          steps: [
            'Sit in a sturdy chair with your feet on the floor, and choose whether to keep your eyes open or lowered.',
            'Notice the contact of your feet with the floor; if you like, press them down a little and notice what happens.',
            'If you would like, lift your arms slowly overhead on an in-breath and lower them on an out-breath, a few times or not at all.',
            'Try a gentle seated twist, turning to one side as far as feels right for you, and then to the other.',
            'Explore rolling your shoulders forward or backward, noticing which you prefer.',
            'End by choosing one movement you liked and repeating it, then sit quietly for a moment.',
          ],
          benefits: ['A greater sense of choice and control in the body', 'Gentle movement that feels safe'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 25,
          steps: [
            'Begin seated, noticing your breath and posture without changing them.',
            'Flow through a seated sequence: neck stretches, side bends, cat and cow movements of the spine, and twists.',
            'Stand behind the chair, holding its back, and practise a gentle mountain pose and a modified tree pose.',
            'Throughout, ask yourself: what am I noticing, and what would I like to do now?',
            'Take any posture out or change it whenever you choose.',
            'Return to sitting and rest for a few minutes, noticing sensations of support.',
          ],
          benefits: [
            'Rebuilding trust in bodily sensations',
            'Reduced tension and hyperarousal',
            'Practice in making choices that respect your needs',
          ],
        },
      ],
    },
    {
      slug: 'bioenergetic-grounding-exercises',
      name: 'Bioenergetic Grounding Exercises',
      description:
        'Standing exercises from bioenergetic analysis that build a strong felt connection with the legs and the ground. In the basic stance you bend forward with knees bent and hands near the floor until the legs begin to vibrate, then slowly roll up. The work brings energy and sensation into the legs and can release held emotion.',
      traditionalRating: 3,
      traditionalEvidence:
        'Developed by Alexander Lowen in the 1950s as part of bioenergetic analysis, building on the work of Wilhelm Reich.',
      scientificRating: 2,
      scientificEvidence:
        'There are only a few small studies of bioenergetic exercises, and evidence is mainly clinical and experiential.',
      culturalOrigins: ['Bioenergetic analysis', 'Reichian body psychotherapy'],
      risks: ['intense_movement'],
      contraindications: [
        'Avoid the forward bend and the bow position if you have uncontrolled high blood pressure, glaucoma, heart disease or a history of stroke.',
        'Avoid or modify with pregnancy, recent surgery, or back, hip or knee injuries.',
        'People with trauma histories or psychiatric conditions may experience strong emotional release; practise with a trained therapist.',
        'Stop if you feel dizzy, faint, in pain or overwhelmed, sit down and breathe, and consult a clinician before continuing.',
      ],
      preparationRequirements: [
        'Bare feet on a non-slip surface',
        'Space to stand and bend forward',
        'A mat for resting afterward',
      ],
      metaTitle: 'Bioenergetic Grounding Exercises for Body Awareness',
      metaDescription:
        'Try bioenergetic grounding exercises from Alexander Lowen to feel your legs and the ground under you. Steps, cautions and how to practise safely.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 10,
          steps: [
            'Stand barefoot with feet parallel and about hip-width apart, knees slightly bent.',
            'Feel your weight through the soles of your feet, rocking gently forward, back and side to side.',
            'Bend forward slowly with knees bent, letting your head and arms hang and fingertips rest lightly on the floor or on blocks.',
            'Breathe easily and slowly straighten the knees a little, without locking them, until the legs begin to tremble slightly.',
            'Stay for up to a minute, then bend the knees and roll up slowly, one vertebra at a time, with the head coming up last.',
            'Stand quietly and notice the sensations in your legs and feet.',
          ],
          benefits: ['A stronger felt sense of the legs and ground', 'Feeling more present and steady'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 20,
          steps: [
            'Begin with foot rocking and two rounds of the forward bend.',
            'Practise the bow: stand with feet apart, fists in the small of the back, and gently arch back with knees bent, breathing freely, for up to thirty seconds.',
            'Return to the forward bend to balance the arch, letting the legs vibrate.',
            'Stamp the feet gently and rhythmically for a minute, feeling the contact with the ground.',
            'Allow sounds or sighs to come out if they arise naturally.',
            'Rest lying on a mat for five minutes with knees bent, noticing the energy in the body.',
          ],
          benefits: [
            'Release of held tension in the legs and back',
            'Greater vitality and felt groundedness',
            'Easier contact with emotions held in the body',
          ],
        },
      ],
    },
  ],
};
