import type { PracticeCategoryContent } from './schema';

export const category: PracticeCategoryContent = {
  slug: 'breathing-pranayama',
  name: 'Breathing & Pranayama',
  description:
    'Breathwork from yogic pranayama, respiratory care and modern stress science. Slow, paced breathing to settle the nervous system; classical techniques such as alternate-nostril and humming breath; and energising or retention practices for experienced practitioners, each with clear safety notes. Your breath is the one part of the stress response you can steer directly, any time and anywhere.',
  iconName: 'Wind',
  sortOrder: 4,
  practices: [
    {
      slug: 'box-breathing',
      name: 'Box Breathing',
      description:
        'Breathing in, holding, breathing out and holding again, each for the same count, like tracing the four sides of a square. The even rhythm gives a racing mind one simple task and slows the breath toward a pace that calms the body. A dependable tool before a presentation, a difficult call, or bed.',
      traditionalRating: 5,
      traditionalEvidence:
        'Echoes the ratio breathing of yogic pranayama; its modern square form spread through military and first-responder stress training.',
      scientificRating: 5,
      scientificEvidence:
        'Controlled studies show slow paced breathing lowers heart rate and perceived stress; the box pattern itself has been tested only in small trials.',
      culturalOrigins: ['Indian pranayama', 'Modern stress-resilience training'],
      risks: ['breath_retention'],
      contraindications: [
        'Leave out the holds if you are pregnant, or have uncontrolled high blood pressure or heart disease.',
        'If you live with panic disorder or asthma, holds may feel unsettling; practise the inhale and exhale only until you feel at ease.',
        'Stop and breathe normally if you feel dizzy, tingly or short of breath, and talk to a clinician if symptoms persist.',
      ],
      preparationRequirements: ['An upright, relaxed seat', 'A few quiet minutes, eyes open or closed'],
      metaTitle: 'Box Breathing: The 4-4-4-4 Technique for Calm Focus',
      metaDescription:
        'Learn box breathing step by step: equal counts of inhale, hold, exhale and hold to steady your nerves in minutes, with safety notes and three levels.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 3,
          steps: [
            'Sit upright with your feet on the floor and let your shoulders soften.',
            'Breathe out slowly and completely through your mouth.',
            'Breathe in quietly through your nose for a count of three.',
            'Hold the breath gently for a count of three, keeping your throat and jaw relaxed.',
            'Breathe out through your nose for a count of three.',
            'Rest with empty lungs for a count of three, then start the next square.',
            'Continue for about three minutes, then let the breath return to its natural rhythm.',
          ],
          benefits: [
            'Quick settling in stressful moments',
            'Gives an anxious mind a simple rhythm to follow',
          ],
        },
        {
          level: 'Intermediate',
          durationMinutes: 5,
          steps: [
            'Settle into your seat and take a few natural breaths to arrive.',
            'Move to a count of four for each side: in for four, hold for four, out for four, hold for four.',
            'Picture tracing a square as you breathe, one side for each phase.',
            'Let the belly, not the chest, lead the inhalation.',
            'If any phase feels strained, drop back to three counts for a few rounds.',
            'Continue for five minutes, then sit quietly for a minute and notice how you feel.',
          ],
          benefits: ['Slows breathing to around four breaths per minute', 'Builds steady attention'],
        },
        {
          level: 'Advanced',
          durationMinutes: 10,
          steps: [
            'After a few minutes at four counts, extend each phase to five or six counts if it stays comfortable.',
            'Keep every phase smooth, with no gasping at the start of an inhale.',
            'Use a slow silent count or a pacing app so that all four sides stay equal.',
            'Practise once in a calm moment each day so that the pattern is ready when stress arrives.',
            'Finish with two minutes of easy natural breathing before getting up.',
          ],
          benefits: ['Deepens calm and concentration', 'Builds tolerance for gentle breath holds'],
        },
      ],
    },
    {
      slug: 'coherent-resonance-breathing',
      name: 'Coherent Breathing',
      description:
        'Slow, smooth breathing at about five to six breaths a minute, with inhale and exhale of equal length and no pauses. At this pace heart rate, blood pressure and breathing tend to fall into step, a state called resonance, which is linked to a calmer, more flexible nervous system. It is easy to learn and to practise for longer periods.',
      traditionalRating: 4,
      traditionalEvidence:
        'Named and popularised in the early 2000s; its rhythm closely matches the breathing pace that arises naturally in rosary prayer and slow mantra recitation.',
      scientificRating: 7,
      scientificEvidence:
        'Randomised trials and meta-analyses of slow breathing and heart rate variability biofeedback at this pace show reduced anxiety and stress, with modest blood pressure effects.',
      culturalOrigins: ['Modern psychophysiology', 'Contemplative prayer rhythms'],
      contraindications: [
        'If slow breathing makes you feel air hungry or anxious, shorten the counts to four or five and build up over days.',
        'People with low blood pressure may feel light-headed; sit rather than stand, and rise slowly afterwards.',
      ],
      preparationRequirements: [
        'A comfortable seat or lying position',
        'A breath-pacing app, timer or soft chime, if you like',
      ],
      metaTitle: 'Coherent Breathing: Slow Resonance Breathing for Calm',
      metaDescription:
        'Practise coherent breathing at about six breaths a minute to bring heart and breath into rhythm, ease stress and build a calmer nervous system.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 5,
          steps: [
            'Sit or lie comfortably and breathe in and out through your nose.',
            'Breathe in smoothly for a count of four.',
            'Breathe out smoothly for a count of four, with no pause at the top or bottom.',
            'Keep the breath quiet and gentle, filling the lungs only about two thirds.',
            'Continue for five minutes, returning to the count whenever your mind drifts.',
          ],
          benefits: ['Settles the nervous system quickly', 'Easy to learn and remember'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 10,
          steps: [
            'Set a pacing app or timer to five seconds in and five seconds out, about six breaths a minute.',
            'Let the inhale begin low in the belly and rise gently into the ribs.',
            'Let the exhale fall away without pushing, like a wave sliding back.',
            'If you feel short of air, breathe a little less deeply rather than faster.',
            'Practise for ten minutes, once or twice a day, at the same times if possible.',
          ],
          benefits: [
            'Increases heart rate variability',
            'Lowers everyday anxiety and stress reactivity',
            'Supports steady focus',
          ],
        },
        {
          level: 'Advanced',
          durationMinutes: 20,
          steps: [
            'Extend sessions to twenty minutes, keeping the rhythm at five to six breaths per minute.',
            'If you have access to a heart rate variability sensor, try rates between four and a half and six and a half breaths a minute to find your resonance pace.',
            'Practise your resonance pace daily for several weeks.',
            'Use a minute of coherent breathing as a reset before meetings, driving or difficult conversations.',
          ],
          benefits: ['Personalises the practice to your physiology', 'Builds lasting resilience to stress'],
        },
      ],
    },
    {
      slug: 'four-seven-eight-breathing',
      name: '4-7-8 Breathing',
      description:
        'Breathe in through the nose for four counts, hold for seven, and breathe out through the mouth with a soft whoosh for eight. The long hold and longer exhale slow everything down, and many people use it to settle anxiety or to drift toward sleep. The counts set a ratio rather than a speed, so you can go as fast as is comfortable.',
      traditionalRating: 5,
      traditionalEvidence:
        'Adapted from yogic ratio breathing and popularised by an integrative-medicine physician from the late twentieth century.',
      scientificRating: 4,
      scientificEvidence:
        'A few small trials report lower heart rate, blood pressure and anxiety after 4-7-8 breathing; claims about falling asleep are largely untested.',
      culturalOrigins: ['Indian pranayama', 'Integrative medicine'],
      risks: ['breath_retention'],
      contraindications: [
        'Skip the seven-count hold if you are pregnant, or have heart disease, uncontrolled high blood pressure or lung disease; use a slow in-and-out breath instead.',
        'If you have panic disorder, the hold may trigger air hunger; start with shorter counts and keep your eyes open.',
        'Stop and breathe normally if you feel dizzy, faint or breathless, and check with a clinician if it happens again.',
        'Practise seated or lying down, never while driving or in water.',
      ],
      preparationRequirements: [
        'A seat or your bed',
        'The tip of your tongue resting behind your upper front teeth',
      ],
      metaTitle: '4-7-8 Breathing: A Relaxing Breath for Anxiety and Sleep',
      metaDescription:
        'Learn 4-7-8 breathing: inhale for four, hold for seven, exhale for eight. Step-by-step levels and safety notes for calming anxiety and easing into sleep.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 2,
          steps: [
            'Sit up straight or lie on your back, and rest the tip of your tongue on the ridge behind your upper front teeth.',
            'Breathe out fully through your mouth with a soft whoosh.',
            'Close your mouth and breathe in quietly through your nose for a count of four.',
            'Hold your breath for a count of seven, or less if seven feels strained.',
            'Breathe out through your mouth with a whoosh for a count of eight.',
            'Repeat for four breaths in total, then return to normal breathing.',
          ],
          benefits: ['Quickly takes the edge off anxiety', 'A simple ritual to signal winding down'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 5,
          steps: [
            'Practise four rounds twice a day, once in the morning and once in the evening, for at least two weeks.',
            'Keep the ratio of four to seven to eight, slowing the counts as the holds become easier.',
            'Use the practice lying in bed to help the transition into sleep.',
            'Build up to eight rounds in a session only once four rounds feel completely comfortable.',
            'Use a single round in the moment when you notice stress rising during the day.',
          ],
          benefits: [
            'Becomes a reliable cue for relaxation with practice',
            'Supports the wind-down into sleep',
            'Offers a discreet tool for stressful moments',
          ],
        },
      ],
    },
    {
      slug: 'physiological-sigh-cyclic-sighing',
      name: 'Physiological Sigh and Cyclic Sighing',
      description:
        'A double inhale through the nose, a full breath followed by a short top-up sip, then a long, slow exhale through the mouth. It mirrors the sigh your body does on its own to reset breathing and release tension. One or two sighs can take the edge off acute stress; a few minutes of continuous cyclic sighing is a short daily practice.',
      traditionalRating: 2,
      traditionalEvidence:
        'The sigh is an ancient reflex shared by all mammals; using it deliberately as a technique is a recent idea from respiratory neuroscience.',
      scientificRating: 6,
      scientificEvidence:
        'Physiology research explains how sighs reopen collapsed air sacs; a randomised remote study found daily cyclic sighing lifted mood at least as much as mindfulness, pending replication.',
      culturalOrigins: ['Respiratory neuroscience'],
      contraindications: [
        'Done quickly and repeatedly, sighing can become over-breathing; keep exhales long and slow, and stop if you feel light-headed or tingly.',
        'If you have asthma or chronic lung disease, keep the top-up inhale gentle and follow the advice of your respiratory team.',
      ],
      preparationRequirements: ['Nothing special: any place where you can breathe freely'],
      metaTitle: 'Physiological Sigh: Fast Stress Relief With a Double Inhale',
      metaDescription:
        'Use the physiological sigh and cyclic sighing: a double inhale and long exhale that calms stress in moments, plus a five-minute daily routine.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 1,
          steps: [
            'Breathe in through your nose until your lungs feel comfortably full.',
            'Without breathing out, take a second short sip of air through your nose to top up.',
            'Breathe out slowly and fully through your mouth, letting the exhale last longer than both inhales together.',
            'Repeat once or twice, then return to normal breathing and notice any shift.',
          ],
          benefits: ['Eases acute stress within seconds', 'Can be used anywhere without anyone noticing'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 5,
          steps: [
            'Sit comfortably and set a timer for five minutes.',
            'Breathe in through your nose deeply, then top up with a second shorter inhale.',
            'Breathe out through your mouth slowly until your lungs feel empty.',
            'Continue this double-inhale, long-exhale pattern continuously, keeping the pace slow and relaxed.',
            'When the timer sounds, breathe normally for a minute and notice your mood and body.',
            'Practise once a day, at any time, for at least a few weeks.',
          ],
          benefits: [
            'May improve daily mood and reduce anxiety',
            'Helps release physical tension in the chest and shoulders',
            'A short routine that is easy to keep up',
          ],
        },
      ],
    },
    {
      slug: 'extended-exhale-breathing',
      name: 'Extended Exhale Breathing',
      description:
        'Breathing out for longer than you breathe in, for example in for four and out for six or eight. A longer exhale leans the nervous system toward rest, because heart rate naturally slows as we breathe out. It needs no holds, which makes it a gentle choice for anxious moments and for people new to breathwork.',
      traditionalRating: 5,
      traditionalEvidence:
        'Lengthened exhalation is taught in yogic pranayama and many meditation lineages, and is now common in therapy for anxiety.',
      scientificRating: 6,
      scientificEvidence:
        'Experimental studies show exhale-weighted slow breathing increases vagally mediated heart rate variability; trials comparing ratios are small and mixed.',
      culturalOrigins: ['Indian pranayama', 'Clinical psychology'],
      contraindications: [
        'Forcing the exhale to last too long can cause air hunger or anxiety; if that happens, shorten the count.',
        'If you have chronic lung disease, agree a comfortable ratio with your respiratory team before practising regularly.',
      ],
      preparationRequirements: ['A comfortable seat or lying position'],
      metaTitle: 'Extended Exhale Breathing: A Gentle Way to Calm Down',
      metaDescription:
        'Calm your nervous system by breathing out longer than you breathe in. A gentle extended exhale practice with no breath holds and two levels.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 3,
          steps: [
            'Sit or lie comfortably and notice your natural breath for a few rounds.',
            'Breathe in through your nose for a count of four.',
            'Breathe out slowly through your nose or softly pursed lips for a count of six.',
            'Continue for three minutes, keeping the breath smooth and unforced.',
          ],
          benefits: ['Calms without breath holds', 'Suitable for beginners and anxious moments'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 10,
          steps: [
            'Begin with the four-in, six-out pattern for a few minutes.',
            'If it feels easy, lengthen the exhale to a count of eight while keeping the inhale at four.',
            'Let the end of each exhale soften naturally rather than squeezing out the last air.',
            'Rest your hand on your belly and feel it fall slowly on each exhale.',
            'Practise for ten minutes, or use several rounds whenever stress rises during the day.',
          ],
          benefits: [
            'Lowers heart rate and promotes rest',
            'Helps with falling asleep and unwinding',
            'Builds breath control gradually',
          ],
        },
      ],
    },
    {
      slug: 'diaphragmatic-belly-breathing',
      name: 'Diaphragmatic Breathing',
      description:
        'Breathing low and slow, so that the diaphragm does most of the work and the belly gently rises and falls while the upper chest stays quiet. Many stressed people breathe high in the chest without noticing; retraining the diaphragm is the foundation for almost every other breathing practice.',
      traditionalRating: 5,
      traditionalEvidence:
        'Taught for centuries in singing, wind music and yoga, and in physiotherapy and respiratory medicine since the twentieth century.',
      scientificRating: 6,
      scientificEvidence:
        'Systematic reviews suggest diaphragmatic breathing reduces stress and helps conditions such as reflux and breathlessness, though many trials are small.',
      culturalOrigins: ['Respiratory physiotherapy', 'Yoga', 'Vocal training'],
      contraindications: [
        'After recent abdominal surgery, or with a hernia, keep the belly movement gentle and ask your surgeon or physiotherapist when to start.',
        'In late pregnancy, lying flat on your back can make you feel faint; practise sitting or lying on your side.',
      ],
      preparationRequirements: [
        'A place to lie down, or a supportive chair',
        'Loose clothing around the waist',
      ],
      metaTitle: 'Diaphragmatic Breathing: How to Do Belly Breathing Right',
      metaDescription:
        'Learn diaphragmatic breathing step by step, from lying down to everyday use, to ease stress, quiet chest breathing and support every other breath practice.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 5,
          steps: [
            'Lie on your back with your knees bent and feet flat, or sit back in a supportive chair.',
            'Place one hand on your upper chest and the other just below your ribs.',
            'Breathe in slowly through your nose so that the lower hand rises while the upper hand stays almost still.',
            'Breathe out gently through your nose or slightly pursed lips, feeling the lower hand sink.',
            'Continue for five minutes without forcing, letting each breath be a little slower than the last.',
          ],
          benefits: [
            'Teaches a relaxed, efficient breathing pattern',
            'Releases tension in neck and shoulders',
          ],
        },
        {
          level: 'Intermediate',
          durationMinutes: 10,
          steps: [
            'Practise sitting upright, with your hands resting on your lower ribs at the sides.',
            'Breathe in and feel your ribs widen sideways into your hands as well as your belly moving forward.',
            'Slow your breath to about six to eight breaths per minute.',
            'Practise twice daily for ten minutes.',
            'Check in during the day and notice whether you are chest breathing, then switch to low breathing for a few breaths.',
          ],
          benefits: [
            'Makes low, slow breathing a daily habit',
            'Supports calmer responses to stress',
            'Improves breathing efficiency',
          ],
        },
        {
          level: 'Advanced',
          durationMinutes: 15,
          steps: [
            'Practise diaphragmatic breathing while standing and then while walking slowly.',
            'Keep the breath low while carrying something light or climbing stairs.',
            'Pair a low breath with routine cues, such as a phone notification or a red light, to build the habit.',
            'Use low breathing during gentle exercise, keeping the mouth closed as long as it stays comfortable.',
          ],
          benefits: [
            'Carries good breathing into movement and daily life',
            'Can improve stamina in light exercise',
          ],
        },
      ],
    },
    {
      slug: 'dirga-three-part-breath',
      name: 'Dirga Pranayama (Three-Part Breath)',
      description:
        'A full yogic breath that fills the lungs in three smooth stages: belly, ribs, then upper chest, and empties them in reverse. It teaches you to use the whole of your lungs, quiets the mind through steady attention, and is often the first pranayama taught in yoga classes.',
      traditionalRating: 7,
      traditionalEvidence:
        'A preparatory practice in modern Hatha yoga lineages, built on classical teachings about the complete yogic breath.',
      scientificRating: 4,
      scientificEvidence:
        'Studied mainly as part of yoga breathing packages in small trials; its separate effects on stress and lung function are unclear.',
      culturalOrigins: ['Hatha yoga', 'Indian pranayama'],
      contraindications: [
        'Filling the lungs fully can cause light-headedness; keep breaths slow and stop if you feel dizzy.',
        'After rib injury, chest surgery or with acute lung infection, breathe within comfort and check with your clinician first.',
      ],
      preparationRequirements: ['A yoga mat or bed to lie on, or a steady seat', 'Loose clothing'],
      metaTitle: 'Dirga Pranayama: How to Do the Yogic Three-Part Breath',
      metaDescription:
        'Learn dirga pranayama, the yogic three-part breath: fill belly, ribs and chest in sequence to calm the mind and use the full capacity of your lungs.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 5,
          steps: [
            'Lie on your back with one hand on your belly and one on your chest.',
            'Breathe into your belly first and feel it rise under your hand.',
            'Continue the same inhalation into your lower ribs, feeling them widen.',
            'Finish by letting the upper chest rise slightly, just below the collarbones.',
            'Breathe out in reverse order: chest, ribs, then belly, slowly and smoothly.',
            'Repeat for five minutes, keeping each breath unforced.',
          ],
          benefits: ['Teaches full use of the lungs', 'Calms the mind through steady attention'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 10,
          steps: [
            'Practise seated with a tall spine, hands resting on your thighs.',
            'Make the three stages flow into one continuous wave without pausing between them.',
            'Breathe out in one smooth wave from top to bottom, making the exhale slightly longer than the inhale.',
            'Silently count the length of each phase and aim to keep them steady.',
            'Finish with a minute of natural breathing, noticing the effects.',
          ],
          benefits: [
            'Prepares the body for more advanced pranayama',
            'Deepens relaxation',
            'Improves awareness of breathing habits',
          ],
        },
      ],
    },
    {
      slug: 'sama-vritti-equal-breathing',
      name: 'Sama Vritti (Equal Breathing)',
      description:
        'A basic pranayama in which the inhale and exhale are made exactly equal in length, usually silently counted. Matching the two halves of the breath steadies the mind and balances alertness with calm, making it a good practice before meditation or focused work.',
      traditionalRating: 7,
      traditionalEvidence:
        'Equal-ratio breathing is one of the basic pranayamas of classical yoga, described in traditional teachings on regulating the breath.',
      scientificRating: 4,
      scientificEvidence:
        'Covered by the broader research showing benefits of slow, paced breathing; the equal-ratio form has little specific study.',
      culturalOrigins: ['Indian pranayama', 'Classical yoga'],
      contraindications: [
        'Counting can make some anxious people more watchful of their breath; if it raises anxiety, drop the count and simply breathe slowly.',
        'If you have lung disease, choose counts that feel easy and avoid straining to lengthen the breath.',
      ],
      preparationRequirements: ['A steady seat with an upright spine'],
      metaTitle: 'Sama Vritti: Equal Breathing for a Steady, Balanced Mind',
      metaDescription:
        'Practise sama vritti pranayama, breathing in and out for equal counts, to steady the mind and balance calm with alertness before meditation or work.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 5,
          steps: [
            'Sit comfortably with your spine tall and your eyes closed or softly lowered.',
            'Breathe in through your nose for a count of four.',
            'Breathe out through your nose for a count of four.',
            'Keep the breath smooth and quiet, with no pause between inhale and exhale.',
            'Continue for five minutes, gently returning to the count when your attention wanders.',
          ],
          benefits: ['Steadies the mind', 'Balances calm and alertness'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 10,
          steps: [
            'Start at a count of four for each half of the breath for a couple of minutes.',
            'Lengthen both the inhale and exhale to five, then six counts, keeping them exactly equal.',
            'Let the transitions at the top and bottom of the breath become soft and round.',
            'Stay at the longest count that remains completely comfortable.',
            'Sit quietly for a minute afterwards before starting meditation or work.',
          ],
          benefits: [
            'A focused lead-in to meditation',
            'Slows breathing toward a calming pace',
            'Builds fine control of the breath',
          ],
        },
      ],
    },
    {
      slug: 'nadi-shodhana-alternate-nostril',
      name: 'Nadi Shodhana (Alternate-Nostril Breathing)',
      description:
        'Breathing through one nostril at a time, switching sides with the fingers of the right hand, in a slow, even rhythm. Its name means cleansing of the channels, and in yoga it is used to balance and quiet the mind before meditation. Many people find it both calming and clarifying.',
      traditionalRating: 9,
      traditionalEvidence:
        'Described in medieval Hatha yoga texts and still one of the most widely taught pranayamas, with roots in much older yogic practice.',
      scientificRating: 5,
      scientificEvidence:
        'Small randomised trials report lower blood pressure, heart rate and anxiety, and improved attention; study quality is mixed.',
      culturalOrigins: ['Hatha yoga', 'Indian pranayama'],
      risks: ['breath_retention'],
      contraindications: [
        'Practise only the beginner level, without retention, if you are pregnant, or have heart disease or uncontrolled high blood pressure.',
        'With a cold, blocked nose or sinus infection, wait until you can breathe freely through both nostrils.',
        'People with epilepsy or panic disorder should avoid the retention stage unless cleared by their clinician.',
        'Stop if you feel dizzy or breathless, return to normal breathing, and consult a clinician if it recurs.',
      ],
      preparationRequirements: [
        'A clear nose; blow it before starting',
        'An upright seat with your left hand resting in your lap',
      ],
      metaTitle: 'Nadi Shodhana: Alternate-Nostril Breathing Step by Step',
      metaDescription:
        'Learn nadi shodhana, alternate-nostril breathing, step by step: a classic pranayama to calm and balance the mind, with levels and safety guidance.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 5,
          steps: [
            'Sit tall and rest the index and middle fingers of your right hand on your forehead, or fold them into your palm.',
            'Close your right nostril with your thumb and breathe out through the left.',
            'Breathe in slowly through the left nostril.',
            'Close the left nostril with your ring finger, release the thumb, and breathe out through the right.',
            'Breathe in through the right nostril, then close it, release the left, and breathe out through the left.',
            'This completes one round; continue for five minutes, keeping the breath slow and quiet.',
          ],
          benefits: ['Calms and balances the mind', 'A good preparation for meditation'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 10,
          steps: [
            'Follow the beginner pattern with a count of four for each inhale.',
            'Lengthen each exhale to a count of eight, keeping the ratio of one to two.',
            'Keep your hand light on your face so that the nostrils are closed gently, not pinched.',
            'If the counts feel strained, shorten both while keeping the ratio.',
            'Finish with an exhale through the left nostril, lower your hand, and breathe naturally for a minute.',
          ],
          benefits: [
            'Deepens relaxation through a longer exhale',
            'Improves concentration',
            'Builds breath control for more advanced practice',
          ],
        },
        {
          level: 'Advanced',
          durationMinutes: 15,
          steps: [
            'Only move to this level after several weeks of comfortable practice at the intermediate level.',
            'Breathe in through one nostril for four counts and close both nostrils for a gentle hold of four counts.',
            'Breathe out through the other nostril for eight counts, then continue the alternating pattern.',
            'Over weeks, and only if comfortable, lengthen the hold gradually toward the traditional ratio of one to four to two.',
            'Keep the face, throat and shoulders soft during the hold, and skip it on any day it feels forced.',
          ],
          benefits: ['Develops deep stillness before meditation', 'Refines control of the breath'],
        },
      ],
    },
    {
      slug: 'ujjayi-ocean-breath',
      name: 'Ujjayi (Ocean Breath)',
      description:
        'Breathing through the nose with a slight narrowing at the back of the throat, which creates a soft, steady sound like distant waves. The sound slows the breath and gives the mind an anchor. It is used throughout flowing yoga practice and works equally well sitting still.',
      traditionalRating: 8,
      traditionalEvidence:
        'Named in classical Hatha yoga texts and central to many modern posture-based yoga styles.',
      scientificRating: 4,
      scientificEvidence:
        'Small studies suggest ujjayi slows breathing and may raise heart rate variability and oxygen saturation; evidence is preliminary.',
      culturalOrigins: ['Hatha yoga', 'Indian pranayama'],
      contraindications: [
        'Do not squeeze the throat hard; straining can irritate the voice box, and people with vocal cord problems should practise very lightly.',
        'With uncontrolled high blood pressure or heart disease, practise the gentle form only and avoid combining it with breath holds.',
      ],
      preparationRequirements: [
        'A quiet space where you can hear your breath',
        'A seat, or your mat for yoga practice',
      ],
      metaTitle: 'Ujjayi Breathing: How to Do the Yogic Ocean Breath',
      metaDescription:
        'Learn ujjayi, the ocean-sounding yogic breath: soften the throat, slow the breath and steady your mind, sitting still or during a yoga flow.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 5,
          steps: [
            'Sit comfortably and breathe out through an open mouth as if fogging a mirror, noticing the soft sound at the back of your throat.',
            'Do the same while breathing in through the open mouth, keeping the same gentle narrowing.',
            'Now close your mouth and keep the same throat shape, breathing in and out through your nose.',
            'Listen for a quiet, even sound like the ocean, loud enough for you to hear but not for someone across the room.',
            'Continue for five minutes, keeping the breath slow and smooth.',
          ],
          benefits: ['Gives the mind an anchor in the sound of the breath', 'Naturally slows breathing'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 20,
          steps: [
            'Use ujjayi throughout a slow yoga sequence or gentle stretching routine.',
            'Link each movement to a breath, opening on the inhale and folding or twisting on the exhale.',
            'Keep the sound steady; if it becomes ragged or you need to breathe through your mouth, slow down or rest.',
            'Gradually lengthen the exhale so that it is slightly longer than the inhale.',
            'Release the throat and breathe naturally during a final rest of several minutes.',
          ],
          benefits: [
            'Links movement and breath into one focus',
            'Tells you when you are pushing too hard',
            'Builds warmth and concentration',
          ],
        },
      ],
    },
    {
      slug: 'bhramari-humming-bee-breath',
      name: 'Bhramari (Humming Bee Breath)',
      description:
        'A long exhale made as a steady, low humming sound, often with the ears gently closed so that the hum fills the head. The vibration and the lengthened exhale are deeply soothing, and many people find it quiets a busy mind faster than silent techniques. Even a few rounds can help.',
      traditionalRating: 8,
      traditionalEvidence:
        'One of the classical kumbhakas listed in medieval Hatha yoga texts, and still widely taught in India and beyond.',
      scientificRating: 4,
      scientificEvidence:
        'Small trials report lower heart rate, blood pressure and anxiety; humming is known to raise nasal nitric oxide, though its clinical meaning is uncertain.',
      culturalOrigins: ['Hatha yoga', 'Indian pranayama'],
      contraindications: [
        'Do not press on the ears if you have an ear infection, a perforated eardrum or recent ear surgery; hum with the ears open instead.',
        'If you live with tinnitus, the internal sound can be unsettling for some and soothing for others; start briefly and see how you respond.',
      ],
      preparationRequirements: [
        'A quiet place where humming will not disturb others',
        'An upright, relaxed seat',
      ],
      metaTitle: 'Bhramari Pranayama: Humming Bee Breath to Quiet the Mind',
      metaDescription:
        'Practise bhramari, the humming bee breath: a long humming exhale that soothes a busy mind and eases tension, with beginner and deeper variations.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 3,
          steps: [
            'Sit comfortably with your eyes closed and your lips lightly together, teeth slightly apart.',
            'Breathe in slowly through your nose.',
            'Breathe out while making a steady, low humming sound, like a bee, for as long as is comfortable.',
            'Feel the vibration in your lips, face and head.',
            'Repeat for five to seven breaths, then sit quietly and notice the stillness.',
          ],
          benefits: ['Soothes a busy mind quickly', 'Lengthens the exhale without counting'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 8,
          steps: [
            'Gently close your ears by pressing the small flap of cartilage in front of each ear canal with your thumbs.',
            'Rest your fingers lightly over your closed eyes and forehead, without pressing on the eyeballs.',
            'Breathe in through your nose and hum on the exhale, letting the sound fill your head.',
            'Experiment with a lower or higher pitch and notice where you feel the vibration.',
            'Continue for ten to fifteen rounds, then lower your hands and sit in silence for a minute.',
          ],
          benefits: [
            'Deepens inward focus',
            'Often eases tension headaches and irritability',
            'A good bridge into meditation',
          ],
        },
      ],
    },
    {
      slug: 'sitali-sitkari-cooling-breath',
      name: 'Sitali and Sitkari (Cooling Breath)',
      description:
        'Breathing in through a curled tongue (sitali) or through the teeth with the lips parted (sitkari), then out through the nose. The incoming air feels noticeably cool, and the practice is traditionally used to calm heat, agitation and irritability, for example on hot days or after exercise.',
      traditionalRating: 7,
      traditionalEvidence:
        'Described in medieval Hatha yoga texts as cooling pranayamas for heat, thirst and agitation.',
      scientificRating: 3,
      scientificEvidence:
        'Only a handful of small studies, mostly on blood pressure; the cooling and calming effects are largely reported experience.',
      culturalOrigins: ['Hatha yoga', 'Indian pranayama'],
      contraindications: [
        'Avoid in cold or polluted air, and if you have asthma or a chest infection, since breathing cool air through the mouth can trigger coughing or wheezing.',
        'Skip sitkari if you have sensitive teeth or gums.',
        'Traditionally avoided by people with low blood pressure; stop if you feel faint or chilled.',
      ],
      preparationRequirements: ['A comfortable seat', 'Warm or mild, clean air'],
      metaTitle: 'Sitali and Sitkari: Cooling Breath for Heat and Agitation',
      metaDescription:
        'Learn the cooling breaths sitali and sitkari: inhale through a curled tongue or the teeth to cool down and calm irritability on hot or tense days.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 3,
          steps: [
            'Sit upright and relax your face.',
            'Curl the sides of your tongue to form a tube and let the tip stick out slightly; if you cannot curl it, part your lips and rest your teeth lightly together instead.',
            'Breathe in slowly through the tongue tube or through the gaps between your teeth, feeling the cool air.',
            'Close your mouth and breathe out slowly through your nose.',
            'Repeat for eight to ten breaths, then return to normal nose breathing.',
          ],
          benefits: ['Creates a noticeable cooling sensation', 'Calms irritability and agitation'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 6,
          steps: [
            'Practise for up to twenty breaths, keeping the inhale slow enough to feel the cool air along your tongue.',
            'Make the exhale through the nose slightly longer than the inhale.',
            'Lower your chin slightly at the end of each inhale and lift it as you begin to exhale, if that feels natural.',
            'Use a short practice after exercise, in hot weather or when you feel heated with frustration.',
          ],
          benefits: ['Helps you cool down after exertion', 'Gives a quick reset for frustration'],
        },
      ],
    },
    {
      slug: 'chandra-bhedana-left-nostril',
      name: 'Chandra Bhedana (Left-Nostril Breathing)',
      description:
        'Breathing in through the left nostril and out through the right, repeatedly. In yoga the left side is linked with the moon and with cooling, calming qualities, and the practice is used in the evening or when restless. The slow one-sided rhythm makes it a gentle way to unwind.',
      traditionalRating: 7,
      traditionalEvidence:
        'Taught in Hatha yoga lineages as the calming counterpart of right-nostril sun breathing described in medieval texts.',
      scientificRating: 3,
      scientificEvidence:
        'Small laboratory studies of single-nostril breathing report shifts in heart rate and blood pressure, with inconsistent results.',
      culturalOrigins: ['Hatha yoga', 'Indian pranayama'],
      risks: ['breath_retention'],
      contraindications: [
        'Practise without the hold if you are pregnant, or have heart disease, uncontrolled high blood pressure or epilepsy.',
        'Traditionally avoided when feeling low, sluggish or depressed, as it is meant to be calming rather than energising.',
        'Wait until your nose is clear if you have a cold or sinus congestion.',
        'Stop if you feel dizzy or breathless, breathe normally, and consult a clinician if it keeps happening.',
      ],
      preparationRequirements: ['A clear nose', 'An upright seat, ideally in the evening'],
      metaTitle: 'Chandra Bhedana: Left-Nostril Breathing to Calm and Unwind',
      metaDescription:
        'Practise chandra bhedana, left-nostril breathing: a calming pranayama for evenings and restless moments, with and without a gentle breath hold.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 5,
          steps: [
            'Sit upright and bring your right hand up to your nose.',
            'Close your right nostril with your thumb and breathe in slowly through the left nostril.',
            'Close the left nostril with your ring finger, release the thumb and breathe out through the right nostril.',
            'Close the right nostril again and breathe in through the left, continuing the pattern.',
            'Practise for five minutes, then lower your hand and breathe naturally.',
          ],
          benefits: ['Encourages calm before sleep', 'Gently slows the breath'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 8,
          steps: [
            'After at least two weeks at the beginner level, breathe in through the left nostril for four counts.',
            'Close both nostrils and hold gently for two to four counts, keeping the shoulders relaxed.',
            'Breathe out through the right nostril for six to eight counts.',
            'Continue for up to eight minutes, skipping the hold whenever it feels effortful.',
          ],
          benefits: ['Deepens relaxation', 'Builds a gentle tolerance for short holds'],
        },
      ],
    },
    {
      slug: 'viloma-interrupted-breath',
      name: 'Viloma (Interrupted Breath)',
      description:
        'Breathing in or out in short stages, pausing for a moment between each stage, as if climbing or descending a staircase. The pauses sharpen awareness of different regions of the lungs and develop fine control, and an interrupted exhale is particularly settling.',
      traditionalRating: 6,
      traditionalEvidence:
        'Systematised in twentieth-century Iyengar yoga from classical principles of segmented breathing.',
      scientificRating: 2,
      scientificEvidence:
        'Almost no direct research; any benefits are inferred from general findings on slow, controlled breathing.',
      culturalOrigins: ['Iyengar yoga', 'Indian pranayama'],
      risks: ['breath_retention'],
      contraindications: [
        'Avoid the pauses with heart disease, uncontrolled high blood pressure or during pregnancy; practise a smooth slow breath instead.',
        'People with asthma or other lung disease may find staged inhalation tiring; keep stages short or choose another practice.',
        'If you have panic disorder, pausing mid-breath may trigger air hunger; begin with interrupted exhales only.',
        'Stop on any dizziness or chest discomfort and speak with a clinician before continuing.',
      ],
      preparationRequirements: [
        'A mat or firm bed to lie on, with a folded blanket under the head',
        'Familiarity with slow diaphragmatic breathing',
      ],
      metaTitle: 'Viloma Pranayama: The Interrupted Breath Explained',
      metaDescription:
        'Learn viloma pranayama: breathe in or out in short stages with brief pauses to refine breath control and settle the mind, lying down or seated.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 8,
          steps: [
            'Lie on your back with a folded blanket under your head and breathe naturally for a minute.',
            'Breathe in fully and smoothly.',
            'Breathe out one third of the air, pause for two seconds, breathe out the next third, pause again, then breathe out the rest.',
            'Take a few natural breaths before the next round.',
            'Repeat for six to eight rounds, keeping the pauses soft rather than locked.',
          ],
          benefits: ['Calms through a slow, staged exhale', 'Builds awareness of the breath'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 12,
          steps: [
            'Begin with a few rounds of interrupted exhales as in the beginner level.',
            'Then breathe out fully and breathe in one third, pause for two seconds, in another third, pause, and in the final third.',
            'Breathe out slowly and smoothly in one long exhale.',
            'Take two natural breaths between rounds.',
            'Practise six to eight rounds, then rest for several minutes with natural breathing.',
          ],
          benefits: [
            'Develops fine control of the breath',
            'Increases awareness of the whole chest',
            'Prepares for longer pranayama practice',
          ],
        },
      ],
    },
    {
      slug: 'kapalabhati-skull-shining',
      name: 'Kapalabhati (Skull-Shining Breath)',
      description:
        'A rapid series of short, forceful exhales driven by snapping the belly in, each followed by a passive inhale. Traditionally a cleansing practice, it is strongly energising and warming. It is not a calming technique, and it needs care: start slowly, and learn it from an experienced teacher if you can.',
      traditionalRating: 9,
      traditionalEvidence:
        'One of the six cleansing practices of medieval Hatha yoga, taught continuously in Indian yoga schools.',
      scientificRating: 4,
      scientificEvidence:
        'Small studies show short-term changes in heart rate, attention and some respiratory measures; study quality is low and safety data limited.',
      culturalOrigins: ['Hatha yoga', 'Indian shatkarma cleansing practices'],
      risks: ['intense_movement'],
      contraindications: [
        'Do not practise during pregnancy, or with heart disease, high blood pressure or a history of stroke.',
        'Avoid with epilepsy, as rapid breathing can lower the seizure threshold.',
        'Avoid after recent abdominal or chest surgery, with a hernia, or with glaucoma or a detached retina, because of the pressure changes involved.',
        'Avoid if you have panic disorder, as rapid breathing can trigger panic symptoms.',
        'Stop at once if you feel dizzy, faint, tingly or have any pain, and consult a clinician before trying again.',
      ],
      preparationRequirements: [
        'An empty stomach, at least two hours after a meal',
        'An upright seat with a stable base',
        'A clear nose',
      ],
      metaTitle: 'Kapalabhati Breathing: Technique, Benefits and Safety',
      metaDescription:
        'Learn kapalabhati, the skull-shining breath, safely: slow beginner rounds, steady progression, and who should avoid this energising yogic practice.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 5,
          steps: [
            'Sit upright with your hands on your knees and take two easy breaths.',
            'Breathe in halfway, then breathe out sharply through your nose by drawing your lower belly quickly in.',
            'Let the belly relax and the inhale happen on its own, without effort.',
            'Repeat slowly, about one exhale per second, for fifteen to twenty exhales.',
            'Stop, breathe naturally for a minute, and notice how you feel.',
            'Do two or three rounds in total, resting fully between each.',
          ],
          benefits: ['Energises and warms the body', 'Strengthens awareness of the abdominal muscles'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 8,
          steps: [
            'After several weeks of comfortable beginner practice, increase to thirty to fifty exhales per round.',
            'Allow the pace to rise toward one and a half to two exhales per second only if it stays rhythmic and relaxed.',
            'Keep your shoulders, face and chest still; only the lower belly moves.',
            'Rest with natural breathing for at least a minute between rounds, for three rounds in total.',
            'Finish with a few minutes of slow breathing or quiet sitting.',
          ],
          benefits: [
            'Increases alertness before focused work',
            'Clears a foggy, sluggish feeling',
            'Builds breath control for other pranayamas',
          ],
        },
      ],
    },
    {
      slug: 'bhastrika-bellows-breath',
      name: 'Bhastrika (Bellows Breath)',
      description:
        'Vigorous breathing in which both the inhale and exhale are forceful and equal, pumping air in and out like the bellows of a blacksmith. It rapidly raises energy and heat. Traditional forms end each round with a breath hold. Because it is intense, it suits experienced practitioners who are in good health.',
      traditionalRating: 9,
      traditionalEvidence:
        'Praised in medieval Hatha yoga texts as a powerful kumbhaka and practised in traditional and modern yoga schools.',
      scientificRating: 4,
      scientificEvidence:
        'Small studies report short-term effects on autonomic activity, reaction time and lung function; evidence is limited and mostly from yoga institutions.',
      culturalOrigins: ['Hatha yoga', 'Indian pranayama'],
      risks: ['intense_movement', 'breath_retention'],
      contraindications: [
        'Do not practise during pregnancy, or with heart disease, high blood pressure, or a history of stroke or aneurysm.',
        'Avoid with epilepsy, or a history of panic attacks, as forceful over-breathing can trigger seizures or panic.',
        'Avoid with glaucoma, a detached retina, a hernia, or after recent surgery.',
        'Avoid with asthma or other lung disease unless your respiratory team agrees.',
        'Stop immediately if you feel dizzy, faint, tingly or have any pain, and consult a clinician before trying again.',
      ],
      preparationRequirements: [
        'An empty stomach',
        'Several weeks of comfortable kapalabhati or diaphragmatic practice',
        'A stable seat, never standing or in water',
      ],
      metaTitle: 'Bhastrika Pranayama: Bellows Breath Technique and Safety',
      metaDescription:
        'Learn bhastrika, the bellows breath, with care: gentle first rounds, traditional retention for experienced practitioners, and who should avoid it.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 5,
          steps: [
            'Sit upright on a chair or cushion with your hands resting on your knees.',
            'Breathe in and out forcefully but evenly through your nose, about one breath per second, using your belly and ribs.',
            'Keep the inhale and exhale the same strength and length.',
            'Do ten breaths, then stop and breathe slowly and naturally for a minute.',
            'Complete two or three rounds, stopping early if you feel light-headed.',
          ],
          benefits: ['Quickly raises energy and warmth', 'Wakes up a sluggish body and mind'],
        },
        {
          level: 'Advanced',
          durationMinutes: 10,
          steps: [
            'Practise only after several months of comfortable beginner rounds, ideally under a qualified teacher.',
            'Do twenty bellows breaths at a steady pace.',
            'After the last exhale, breathe in slowly and fully, and hold the breath comfortably for up to ten to fifteen seconds with the chin slightly lowered.',
            'Raise your head and breathe out slowly through your nose.',
            'Rest with natural breathing for at least a minute, then repeat for up to three rounds.',
            'Finish with several minutes of quiet, slow breathing.',
          ],
          benefits: [
            'Traditional practice to raise energy before meditation',
            'Develops strong breath control',
          ],
        },
      ],
    },
    {
      slug: 'kumbhaka-breath-retention',
      name: 'Kumbhaka (Yogic Breath Retention)',
      description:
        'The deliberate, gentle pausing of the breath after an inhale (antara kumbhaka) or after an exhale (bahya kumbhaka). In classical yoga, retention is the heart of pranayama and is said to still the mind. It is practised in slow, measured ratios and built up over months, never forced.',
      traditionalRating: 9,
      traditionalEvidence:
        'Breath retention is central to pranayama as described across many centuries of yoga texts, from the Yoga Sutras to medieval Hatha manuals.',
      scientificRating: 3,
      scientificEvidence:
        'Physiology research on breath holding is extensive, but studies of yogic retention for wellbeing are few, small and of limited quality.',
      culturalOrigins: ['Classical yoga', 'Hatha yoga'],
      risks: ['breath_retention'],
      contraindications: [
        'Do not practise retention during pregnancy, or with heart disease, high or uncontrolled blood pressure, or after a stroke.',
        'Avoid with epilepsy, glaucoma, or lung disease such as COPD.',
        'If you have panic disorder or a history of trauma around breathing, holds can trigger panic; work with a clinician or skip retention.',
        'Never practise breath holds in or near water, while driving, or standing.',
        'Stop at once if you feel dizzy, see spots, or have pain or a racing heart, and consult a clinician before trying again.',
      ],
      preparationRequirements: [
        'An empty stomach',
        'Steady experience with slow breathing and nadi shodhana',
        'A stable seat, ideally with guidance from a qualified teacher',
      ],
      metaTitle: 'Kumbhaka: Safe Yogic Breath Retention Step by Step',
      metaDescription:
        'Learn kumbhaka, yogic breath retention, gradually and safely: short holds after inhale and exhale, traditional ratios, and clear contraindications.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 5,
          steps: [
            'Sit upright and breathe slowly for a minute to settle.',
            'Breathe in through your nose for four counts.',
            'Hold the breath gently for four counts, keeping the throat soft and the face relaxed.',
            'Breathe out slowly for eight counts.',
            'Take two natural breaths, then repeat for five to eight rounds.',
            'If any hold feels tense, shorten it or leave it out.',
          ],
          benefits: ['Introduces retention safely', 'Brings a sense of stillness'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 10,
          steps: [
            'Practise the beginner pattern daily for several weeks before lengthening any hold.',
            'Lengthen the hold after the inhale by one count at a time, only when the exhale still comes out slow and controlled.',
            'Introduce a short pause after the exhale of two to four counts, releasing into the next inhale gently.',
            'Keep the overall ratio steady, for example four in, eight hold, eight out, two hold.',
            'Finish with several minutes of natural breathing and quiet sitting.',
          ],
          benefits: [
            'Deepens concentration and calm',
            'Builds tolerance for carbon dioxide',
            'Prepares for meditation',
          ],
        },
      ],
    },
    {
      slug: 'buteyko-reduced-breathing',
      name: 'Buteyko-Style Reduced Breathing',
      description:
        'A method for correcting habitual over-breathing by breathing less: gently through the nose, more slowly and lightly, tolerating a mild feeling of air hunger. It uses a short breath hold after a normal exhale, the control pause, to track progress. It is best known for helping people with asthma reduce symptoms.',
      traditionalRating: 3,
      traditionalEvidence:
        'Developed by a Soviet physician in the 1950s and spread internationally from the 1990s, especially among people with asthma.',
      scientificRating: 5,
      scientificEvidence:
        'Several randomised trials in asthma show better symptoms and less reliever use without consistent lung-function changes; reviews rate the evidence low to moderate.',
      culturalOrigins: ['Soviet respiratory medicine', 'Modern breathing re-education'],
      risks: ['breath_retention'],
      contraindications: [
        'Do not reduce or stop asthma or other medication without your doctor, and keep your reliever inhaler with you while practising.',
        'Avoid strong air hunger and long holds during pregnancy, or with heart disease, uncontrolled high blood pressure or epilepsy.',
        'People with kidney disease or type 1 diabetes should check with their clinician, as deliberate under-breathing affects blood acidity.',
        'Stop if you feel dizzy, panicky or have chest pain, and consult a clinician before continuing.',
      ],
      preparationRequirements: ['A timer or watch with seconds', 'A clear nose', 'A relaxed seated position'],
      metaTitle: 'Buteyko Breathing: Nasal Reduced Breathing for Asthma',
      metaDescription:
        'Learn Buteyko-style reduced breathing: measure your control pause, breathe lightly through the nose, and ease over-breathing, with clear safety notes.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 10,
          steps: [
            'Sit upright and breathe quietly through your nose for a minute.',
            'After a normal exhale, pinch your nose and count the seconds until you feel the first clear urge to breathe; this is your control pause.',
            'Release and breathe in calmly through your nose; your first breath should be no bigger than usual.',
            'Now breathe a little more softly and slowly than normal, so that you feel a mild, tolerable air hunger.',
            'Keep this light breathing for three to five minutes, relaxing your chest and shoulders.',
            'Measure your control pause again at the end and note both readings.',
          ],
          benefits: ['Reduces habitual over-breathing', 'Builds the habit of quiet nasal breathing'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 15,
          steps: [
            'Practise three sets of five minutes of reduced breathing each day, with a control pause before and after.',
            'Keep your mouth closed during the day and night where possible, including during light walking.',
            'If your nose feels blocked, try a gentle nose-unblocking routine of small breath holds while nodding your head, only if it feels comfortable.',
            'Track your morning control pause over weeks, aiming for slow, steady improvement rather than quick gains.',
            'Review any changes in your asthma symptoms with your doctor.',
          ],
          benefits: [
            'May reduce asthma symptoms and reliance on reliever inhalers',
            'Encourages calmer, lighter breathing',
            'Can improve sleep by reducing mouth breathing',
          ],
        },
      ],
    },
    {
      slug: 'pursed-lip-breathing',
      name: 'Pursed-Lip Breathing',
      description:
        'Breathing in through the nose and out slowly through lips pursed as if to whistle or blow on soup. The gentle back-pressure keeps the airways open for longer, helps empty the lungs more fully, and slows the breath. It is a core technique in pulmonary rehabilitation and a quick way to recover from breathlessness on exertion.',
      traditionalRating: 3,
      traditionalEvidence:
        'Many people with lung disease adopt it instinctively; formally taught in respiratory physiotherapy since the mid twentieth century.',
      scientificRating: 6,
      scientificEvidence:
        'Recommended in pulmonary rehabilitation; trials in COPD show improved breathing pattern and exercise tolerance, though effects on breathlessness vary.',
      culturalOrigins: ['Respiratory physiotherapy', 'Pulmonary rehabilitation'],
      contraindications: [
        'This complements but never replaces prescribed inhalers, oxygen or rehabilitation; new or worsening breathlessness needs prompt medical assessment.',
        'Do not force the exhale hard, which can make breathlessness worse; keep it gentle and relaxed.',
      ],
      preparationRequirements: ['A comfortable seat, leaning slightly forward if you are short of breath'],
      metaTitle: 'Pursed-Lip Breathing: Ease Breathlessness Step by Step',
      metaDescription:
        'Learn pursed-lip breathing from pulmonary rehab: slow the breath and ease breathlessness during activity, with simple steps for rest and exertion.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 5,
          steps: [
            'Sit comfortably and relax your neck and shoulders.',
            'Breathe in slowly through your nose for a count of two, with your mouth closed.',
            'Purse your lips as if you were about to whistle.',
            'Breathe out gently through your pursed lips for a count of four, without forcing.',
            'Repeat for five minutes, practising several times a day until it feels natural.',
          ],
          benefits: ['Slows the breath and eases breathlessness', 'Helps empty the lungs more fully'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 15,
          steps: [
            'Use pursed-lip breathing during activities that make you breathless, such as climbing stairs or lifting.',
            'Breathe in before the effort, and breathe out through pursed lips during the hardest part, such as each step up.',
            'Pace your movement to your breath rather than the other way round.',
            'If you become breathless, stop, lean forward with your hands on your thighs, and continue pursed-lip breathing until you recover.',
            'Practise during a daily walk, gradually increasing distance as your confidence grows.',
          ],
          benefits: [
            'Improves tolerance of daily activity',
            'Gives a sense of control over breathlessness',
            'Reduces panic during breathless episodes',
          ],
        },
      ],
    },
    {
      slug: 'inspiratory-muscle-training',
      name: 'Inspiratory Muscle Training',
      description:
        'Strength training for the breathing muscles, using a small handheld device that makes it harder to breathe in. A few minutes a day of breathing against resistance strengthens the diaphragm and rib muscles, which can ease breathlessness, support sport and, in recent research, lower blood pressure.',
      traditionalRating: 1,
      traditionalEvidence:
        'A modern rehabilitation and sports-science method with no traditional lineage behind it.',
      scientificRating: 7,
      scientificEvidence:
        'Meta-analyses of randomised trials show improved inspiratory strength and benefits in COPD, heart failure and sport; blood pressure findings are promising but newer.',
      culturalOrigins: ['Respiratory physiotherapy', 'Sports science'],
      contraindications: [
        'Avoid with a history of collapsed lung (pneumothorax), a perforated eardrum, or recent lung, chest or eye surgery.',
        'If you have heart failure, unstable asthma, or severe lung disease, start only under the guidance of your clinician or physiotherapist.',
        'Stop if you feel dizzy, have chest pain or ear discomfort, and seek medical advice before continuing.',
      ],
      preparationRequirements: [
        'An inspiratory muscle training device with adjustable resistance',
        'A seat and a few minutes twice a day',
      ],
      metaTitle: 'Inspiratory Muscle Training: Strengthen Breathing Muscles',
      metaDescription:
        'How to do inspiratory muscle training with a handheld device: set resistance, build strength safely, and support breathing, sport and heart health.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 5,
          steps: [
            'Set your device to its lowest or a light resistance, following the instructions that came with it.',
            'Sit upright, put on a nose clip if one is provided, and seal your lips around the mouthpiece.',
            'Breathe out fully, then breathe in sharply and forcefully through the device.',
            'Breathe out slowly and passively, taking the mouthpiece away if needed.',
            'Do a set of thirty breaths, resting whenever you need to, once or twice a day.',
          ],
          benefits: ['Begins strengthening the diaphragm', 'Can ease the effort of breathing'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 10,
          steps: [
            'Once thirty breaths feel easy, increase the resistance by a small step.',
            'Aim for a level at which the last few of thirty breaths are hard but still achievable with good form.',
            'Train twice daily, five or more days a week, for at least six weeks.',
            'Keep a simple log of resistance levels and how breathless you feel during daily activities.',
            'Review progress with your physiotherapist or coach if you are using it for a health condition or sport.',
          ],
          benefits: [
            'Increases breathing muscle strength and endurance',
            'Can reduce breathlessness on exertion',
            'May support healthier blood pressure',
          ],
        },
      ],
    },
    {
      slug: 'wim-hof-style-breathing',
      name: 'Wim Hof-Style Breathing',
      description:
        'Rounds of deep, rapid breathing followed by a long breath hold on empty lungs and a short recovery hold on full lungs. The over-breathing changes blood chemistry, so tingling, light-headedness and a rush of energy are common. Many people find it invigorating, but it carries real risks and must always be done lying or sitting, never in or near water.',
      traditionalRating: 3,
      traditionalEvidence:
        'Created by a Dutch extreme athlete in recent decades, loosely inspired by Tibetan tummo inner-heat practice.',
      scientificRating: 4,
      scientificEvidence:
        'A few small controlled studies show trained people can alter stress hormones and inflammatory responses; claims for mood and performance rest on limited data.',
      culturalOrigins: ['Modern Dutch breathwork', 'Tibetan tummo (loosely)'],
      risks: ['breath_retention', 'altered_states'],
      contraindications: [
        'Never practise in or near water, in a bath, while driving or standing; people have drowned after fainting during these breath holds.',
        'Do not practise during pregnancy, or with heart disease, high blood pressure, or a history of stroke.',
        'Avoid with epilepsy, as hyperventilation can trigger seizures.',
        'Avoid with a history of panic disorder, psychosis or severe mental illness unless your clinician agrees.',
        'Stop if you feel faint, confused, have chest pain or heavy cramping, and consult a clinician before continuing.',
      ],
      preparationRequirements: [
        'An empty stomach',
        'A bed, sofa or mat where you can lie down safely',
        'A timer and a calm setting without tasks to attend to',
      ],
      metaTitle: 'Wim Hof-Style Breathing: Method, Risks and Safe Practice',
      metaDescription:
        'Learn Wim Hof-style breathing safely: rounds of deep breathing with empty-lung holds, who should avoid it, and why you must never practise near water.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 10,
          steps: [
            'Lie on your back or sit in a supported position where you cannot fall if you become light-headed.',
            'Take thirty full, relaxed breaths: in deeply through the nose or mouth, and let the breath fall out without forcing.',
            'After the last exhale, hold with empty lungs until you feel a clear urge to breathe, without pushing beyond it.',
            'Breathe in fully and hold for about fifteen seconds, then let go.',
            'Breathe normally for a minute, then repeat for three rounds in total.',
            'Finish lying quietly for a few minutes before getting up slowly.',
          ],
          benefits: [
            'Can produce a strong sense of energy and alertness',
            'Trains familiarity with breath holds',
          ],
        },
        {
          level: 'Intermediate',
          durationMinutes: 15,
          steps: [
            'After several weeks of comfortable beginner sessions, practise three to four rounds.',
            'Let the empty-lung hold lengthen naturally as you relax, rather than chasing longer times.',
            'Notice sensations such as tingling or warmth without clinging to them, and stop if they become unpleasant.',
            'Keep a log of how you feel afterwards and skip the practice on days you feel unwell or exhausted.',
            'Always finish with several minutes of natural breathing before standing.',
          ],
          benefits: [
            'Builds calm in the face of strong sensations',
            'May support stress tolerance',
            'Offers an energising morning reset for healthy practitioners',
          ],
        },
      ],
    },
    {
      slug: 'conscious-connected-breathwork',
      name: 'Conscious Connected Breathwork (Holotropic-Style)',
      description:
        'Continuous breathing without pauses between inhale and exhale, often fuller and faster than normal, sustained for a long session, sometimes with music. It can bring strong physical sensations, emotions and memories, and altered states of consciousness. Because of this, longer sessions belong in a setting with a trained facilitator and careful screening.',
      traditionalRating: 4,
      traditionalEvidence:
        'Emerged in the 1970s from the rebirthing and holotropic breathwork movements, drawing loosely on older ecstatic breathing practices.',
      scientificRating: 2,
      scientificEvidence:
        'Supported mostly by practitioner reports and a few small uncontrolled studies; the physiology of prolonged over-breathing is well understood, its therapeutic value is not.',
      culturalOrigins: ['Transpersonal psychology', 'Rebirthing breathwork'],
      risks: ['altered_states'],
      contraindications: [
        'Do not practise during pregnancy, or with heart disease, high blood pressure, a history of stroke, aneurysm or glaucoma.',
        'Avoid with epilepsy, as sustained over-breathing can trigger seizures.',
        'Avoid with a history of psychosis, bipolar disorder or severe dissociation, as altered states can be destabilising.',
        'With post-traumatic stress or a recent bereavement, work only with a trauma-informed facilitator, if at all.',
        'Stop if you feel chest pain, faintness or overwhelming distress, breathe slowly, and seek help from your facilitator or a clinician.',
      ],
      preparationRequirements: [
        'For sessions longer than ten minutes, a trained facilitator and a pre-session health screening',
        'A mat, blanket and eye covering in a safe, private space',
        'Time afterwards to rest and reflect, with no driving soon after',
      ],
      metaTitle: 'Conscious Connected Breathwork: What to Expect and Risks',
      metaDescription:
        'Understand conscious connected and holotropic-style breathwork: how a session works, what it can bring up, who should avoid it and how to stay safe.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 15,
          steps: [
            'Lie on a mat with a blanket, in a safe place, ideally with a trusted person nearby.',
            'Breathe in and out through your mouth or nose in a continuous loop, with no pause at the top or bottom.',
            'Keep the breath only a little fuller than usual and at a gentle pace for about ten minutes.',
            'If tingling, tightness in the hands or strong emotions arise, slow your breathing and let them pass.',
            'Return to natural breathing and rest for several minutes, then write down anything you noticed.',
          ],
          benefits: ['Introduces the practice in a contained way', 'Can release tension and emotion gently'],
        },
        {
          level: 'Facilitated session',
          durationMinutes: 120,
          steps: [
            'Choose an experienced, trauma-informed facilitator who screens participants for health conditions.',
            'Share your medical and mental health history honestly during screening.',
            'During the session, follow the facilitator in continuous, fuller breathing for an extended period, often with music.',
            'Use the agreed signal to ask for help or slow down at any point.',
            'Rest for as long as you need afterwards, and integrate the experience by talking, drawing or writing.',
            'Allow a quiet day afterwards and follow up with a therapist if difficult material came up.',
          ],
          benefits: [
            'Some people report emotional release and insight',
            'Offers a structured, supported setting for intense experiences',
          ],
        },
      ],
    },
  ],
};
