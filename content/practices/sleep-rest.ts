import type { PracticeCategoryContent } from './schema';

export const category: PracticeCategoryContent = {
  slug: 'sleep-rest',
  name: 'Sleep & Rest',
  description:
    'Practices for falling asleep more easily, sleeping more soundly and resting well by day: evening wind-downs, the behavioural core of CBT for insomnia, light and timing habits that steady your body clock, and deep-rest methods such as yoga nidra, NSDR and well-timed naps.',
  iconName: 'Moon',
  sortOrder: 7,
  practices: [
    {
      slug: 'sleep-hygiene-foundations',
      name: 'Sleep Hygiene Foundations',
      description:
        'A short set of everyday habits that make sleep easier to come by: a regular schedule, a cool dark bedroom, caffeine finished by early afternoon, alcohol kept light and early, and a bed used for sleep. None of it is dramatic, but together these habits remove the most common obstacles to a good night, and they are the base every other sleep practice builds on.',
      traditionalRating: 3,
      traditionalEvidence:
        'A modern clinical idea set out by sleep researchers in the late twentieth century and now standard advice in sleep medicine; it echoes older folk wisdom about early nights and light suppers.',
      scientificRating: 5,
      scientificEvidence:
        'Observational research links each habit to better sleep, but trials of sleep hygiene on its own show modest effects; it works best as part of fuller CBT for insomnia.',
      culturalOrigins: ['Modern sleep medicine'],
      contraindications: [
        'If you have long-standing insomnia, loud snoring, gasping at night or severe daytime sleepiness, see a clinician: hygiene alone will not treat sleep apnoea or chronic insomnia.',
        'Tracking every habit too closely can make some people anxious about sleep; keep it relaxed and drop any rule that becomes a source of worry.',
      ],
      preparationRequirements: [
        'A notebook or phone note to jot down your current habits',
        'A week or two to try changes before judging them',
      ],
      metaTitle: 'Sleep Hygiene Basics: Simple Habits for Better Sleep',
      metaDescription:
        'Build sleep hygiene that works: a steady schedule, a cool dark room, smart caffeine and alcohol timing, and a bed kept for sleep.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 10,
          steps: [
            'Pick a wake-up time you can keep on most days, weekends included, and set one alarm for it.',
            'Set a caffeine cut-off about eight hours before you plan to sleep, and switch to water or caffeine-free drinks after it.',
            'Spend ten minutes making your bedroom darker, cooler and quieter: close the curtains, turn down the heating and cover small standby lights.',
            'Keep your last large meal and any alcohol to at least three hours before bed.',
            'Each morning for a week, note roughly when you slept and how rested you feel, without judging the numbers.',
          ],
          benefits: [
            'Removes the most common everyday obstacles to sleep',
            'Gives you a steady base for any other sleep practice',
          ],
        },
        {
          level: 'Intermediate',
          durationMinutes: 15,
          steps: [
            'Review your week of notes and choose the one habit that seems to disturb your sleep most.',
            'Change only that habit for the next two weeks, keeping everything else steady so you can see its effect.',
            'Keep phones, laptops and work papers out of the bed, so the bed becomes linked with sleep rather than alertness.',
            'Get outside for at least fifteen minutes of daylight before noon, even on cloudy days.',
            'If you exercise hard, finish at least two to three hours before bed; gentle stretching later is fine.',
            'At the end of the fortnight, compare your notes and keep the change if it helped.',
          ],
          benefits: [
            'Shows you which habits actually matter for you',
            'Builds a stronger link between bed and sleep',
            'Steadies your body clock through daylight and regular timing',
          ],
        },
      ],
    },
    {
      slug: 'consistent-wake-time-anchor',
      name: 'Consistent Wake-Time Anchor',
      description:
        'Getting up at the same time every day, including weekends and after a bad night, is one of the strongest levers on sleep. A fixed wake time sets your body clock, builds steady sleep pressure through the day and, over a few weeks, makes sleepiness arrive at a more predictable hour in the evening.',
      traditionalRating: 3,
      traditionalEvidence:
        'Rooted in circadian biology and standard in behavioural sleep medicine; regular rising has also long shaped monastic and farming days.',
      scientificRating: 6,
      scientificEvidence:
        'Observational studies tie irregular sleep timing to poorer sleep and health, and a fixed rise time is a core element of CBT for insomnia, which is well supported by trials; the anchor alone has been tested less often.',
      culturalOrigins: ['Circadian science', 'Behavioural sleep medicine'],
      contraindications: [
        'Shift workers need a tailored plan, since one fixed wake time may not fit a rotating roster; an occupational health or sleep clinician can help.',
        'In the first week you may feel more tired in the afternoon; avoid driving or risky tasks when drowsy.',
      ],
      preparationRequirements: [
        'An alarm placed out of reach of the bed',
        'A realistic wake time you can hold seven days a week',
      ],
      metaTitle: 'Consistent Wake Time: Anchor Your Body Clock for Sleep',
      metaDescription:
        'Why waking at the same time every day improves sleep, and how to hold your wake-time anchor through weekends, late nights and bad nights.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 5,
          steps: [
            'Choose a wake time that fits your workdays and that you can realistically keep on days off too.',
            'Put your alarm across the room so you have to stand up to switch it off.',
            'When it sounds, get up straight away, open the curtains or step outside, and drink a glass of water.',
            'Keep the same time at weekends; if you want more rest, go to bed a little earlier rather than sleeping in.',
          ],
          benefits: ['Sets a steady rhythm for your body clock', 'Makes evening sleepiness more predictable'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 5,
          steps: [
            'Keep your wake time even after a poor night, resisting the urge to lie in to make up lost sleep.',
            'If you must shift the time, move it by no more than thirty minutes a day.',
            'Pair waking with a cue you enjoy, such as a warm drink by a bright window, so getting up becomes easier.',
            'While the new rhythm settles, avoid naps longer than about twenty minutes, and none after mid-afternoon.',
            'After three weeks, note whether you fall asleep more easily and at a more regular time.',
          ],
          benefits: [
            'Builds healthy sleep pressure for the following night',
            'Breaks the cycle of lie-ins followed by sleepless nights',
            'Eases the jet-lagged feeling of irregular weekends',
          ],
        },
      ],
    },
    {
      slug: 'evening-wind-down-routine',
      name: 'Evening Wind-Down Routine',
      description:
        'A repeatable thirty to sixty minutes before bed that moves you from doing to resting: lights down, screens away, and a few simple calming activities in the same order each night. Over time the sequence itself becomes a cue, and your body begins to slow down as soon as you start it.',
      traditionalRating: 4,
      traditionalEvidence:
        'Bedtime rituals are found across cultures, from evening prayers to family story time; the modern version comes from behavioural sleep medicine and research on child sleep.',
      scientificRating: 5,
      scientificEvidence:
        'Studies of consistent bedtime routines, especially in children, link them to falling asleep faster and waking less; adult evidence is smaller and mostly comes from broader sleep programmes.',
      culturalOrigins: ['Family and religious evening rituals', 'Behavioural sleep medicine'],
      contraindications: [
        'If you feel more anxious when a routine is disrupted, treat it as a loose guide rather than a rule, so a missed step does not become one more thing to worry about.',
      ],
      preparationRequirements: [
        'A lamp with a warm, dim bulb',
        'A place to charge your phone outside the bedroom',
        'Thirty to sixty minutes before your planned bedtime',
      ],
      metaTitle: 'Evening Wind-Down Routine: A Calm Path into Sleep',
      metaDescription:
        'Create a bedtime wind-down routine that signals rest to your body: dim lights, screens away and calm steps in the same order each night.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 30,
          steps: [
            'Set a wind-down alarm thirty minutes before you want to be asleep.',
            'When it sounds, dim the main lights and switch to one or two warm lamps.',
            "Put your phone on charge outside the bedroom, or at least out of arm's reach, with notifications silenced.",
            'Do one quiet activity you enjoy, such as reading a paper book, gentle stretching or listening to calm music.',
            'Wash, brush your teeth and change into night clothes in the same order each night.',
            'Get into bed when you feel sleepy, and let the day go.',
          ],
          benefits: [
            'Gives your body a clear signal that the day is ending',
            'Cuts out the stimulating light and content of screens before bed',
          ],
        },
        {
          level: 'Intermediate',
          durationMinutes: 60,
          steps: [
            'Start an hour before sleep by writing down anything you need to remember for tomorrow, so it is out of your head.',
            'Tidy one small thing, such as clearing the kitchen counter or laying out clothes, to mark the end of the working day.',
            'Take a warm shower or bath, letting the water be pleasant rather than hot.',
            'Spend fifteen minutes on a calming practice such as slow breathing, gentle stretching or a short body scan.',
            'Read or listen to something light under dim light until your eyes feel heavy.',
            'Keep the order the same each night for at least two weeks, so the sequence becomes a cue for sleep.',
          ],
          benefits: [
            'Turns the routine into a learned cue for drowsiness',
            'Helps clear mental clutter before you lie down',
            'Lowers evening arousal step by step',
          ],
        },
      ],
    },
    {
      slug: 'yoga-nidra-deep-rest',
      name: 'Yoga Nidra',
      description:
        'A guided practice of lying still while attention moves through the body, the breath, pairs of opposite sensations and simple images, keeping you on the edge between waking and sleep. Known as yogic sleep, it leaves many people deeply rested, and it can be used either to drift into sleep at night or as restorative rest during the day.',
      traditionalRating: 7,
      traditionalEvidence:
        'Draws on tantric and yogic methods of conscious relaxation; shaped into its widely taught modern form by Swami Satyananda Saraswati in the mid-twentieth century.',
      scientificRating: 5,
      scientificEvidence:
        'A growing number of small trials report reduced stress and anxiety and better sleep quality, but studies are mostly small, varied in method and short in follow-up.',
      culturalOrigins: ['Indian tantric and yogic traditions', 'Bihar School of Yoga'],
      contraindications: [
        'If you are living with trauma or dissociation, deep inward guidance can stir distressing memories; keep your eyes slightly open, choose shorter scripts and stop whenever you need to.',
        'Practise lying down only where falling asleep is safe, never while driving or looking after others.',
      ],
      preparationRequirements: [
        'A mat, bed or carpet where you can lie flat',
        'A blanket, as the body cools when it is still',
        'A recorded yoga nidra guide, or a script you know well',
      ],
      metaTitle: 'Yoga Nidra for Sleep and Deep Rest: A Guided Practice',
      metaDescription:
        'Learn yoga nidra, the yogic sleep practice: body rotation, breath awareness and a quiet intention for deep rest, with beginner to advanced levels.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 15,
          steps: [
            'Lie on your back with a pillow under your knees and a blanket over you, arms a little away from your sides.',
            'Make a short, positive intention in your own words, such as "I am at ease", and repeat it silently three times.',
            'Follow the guide as it names parts of the body one by one, letting your attention rest briefly on each without moving.',
            'Notice the breath at your belly and count ten slow breaths backwards, starting again if you lose count.',
            'Repeat your intention three times, then slowly wiggle your fingers and toes.',
            'Roll onto your side before sitting up, or simply let yourself drift into sleep if you are practising at bedtime.',
          ],
          benefits: [
            'Releases physical tension without effort',
            'Gives a restless mind a gentle thread to follow',
            'Eases the transition into sleep',
          ],
        },
        {
          level: 'Intermediate',
          durationMinutes: 25,
          steps: [
            'Settle as before, and spend a few minutes simply hearing the sounds around you, near and far.',
            'Set your intention and let the guide lead a full rotation of awareness from the right hand through the whole body.',
            'Count breaths backwards from twenty-seven, feeling the breath move between the navel and the throat.',
            'Work with pairs of opposite sensations, such as heaviness and lightness or warmth and coolness, feeling each in turn and then both together.',
            'Let a series of quick images pass, such as a candle flame, a quiet lake or a starry sky, without holding on to any.',
            'Return to your intention, then come back slowly by noticing the room, the floor beneath you and your breath.',
          ],
          benefits: [
            'Deepens rest beyond ordinary relaxation',
            'Trains a steady, quiet attention',
            'Can help release emotional tension',
          ],
        },
        {
          level: 'Advanced',
          durationMinutes: 40,
          steps: [
            'Practise without a recording, guiding yourself through the stages in an order you have memorised.',
            'Rest in the space between stages for a few breaths, staying aware without directing your attention anywhere.',
            'Notice the moment when thoughts turn dreamlike, and gently stay awake to watch it rather than following it into sleep.',
            'Keep the same intention over weeks so it becomes a quiet anchor rather than something you force.',
            'Finish with a few minutes of easy stretching and a short note on how rested you feel.',
          ],
          benefits: [
            'Builds awareness of the edge between waking and sleep',
            'Offers deep daytime rest when nights have been short',
          ],
        },
      ],
    },
    {
      slug: 'nsdr-non-sleep-deep-rest',
      name: 'Non-Sleep Deep Rest (NSDR)',
      description:
        'A short, secular protocol of lying still, slowing the breath and scanning the body, designed to give a rest break deeper than scrolling or another coffee. It borrows the core of yoga nidra without the intention or imagery, and many people use it for ten to twenty minutes in the afternoon or after a short night.',
      traditionalRating: 3,
      traditionalEvidence:
        'A recent secular label, popularised in the 2020s through neuroscience podcasts, for methods drawn from yoga nidra and clinical relaxation training.',
      scientificRating: 4,
      scientificEvidence:
        'Research on NSDR as a named protocol is very limited; its evidence is borrowed from small studies of yoga nidra, guided relaxation and body scans.',
      culturalOrigins: ['Yoga nidra', 'Modern neuroscience popularisation'],
      contraindications: [
        'It is not a replacement for sleep: if you regularly need NSDR to get through the day, look at your night sleep or speak with a clinician.',
        'If you are living with trauma, closing your eyes and turning inward can feel unsafe; keep your eyes softly open and your attention on sounds in the room.',
      ],
      preparationRequirements: [
        'Somewhere you can lie down undisturbed for ten to twenty minutes',
        'A timer, so you do not need to watch the clock',
        'An NSDR or body-scan recording if you prefer a voice to follow',
      ],
      metaTitle: 'NSDR: Non-Sleep Deep Rest Protocol for Daytime Recovery',
      metaDescription:
        'Try non-sleep deep rest (NSDR): a 10 to 20 minute lying-down protocol of slow breathing and body scanning to restore focus without a nap.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 10,
          steps: [
            'Lie on your back, set a ten-minute timer and close your eyes or lower your gaze.',
            'Take a few slow breaths in through the nose, making each exhale a little longer than the inhale.',
            'Move your attention slowly from your feet to the top of your head, letting each area soften as you notice it.',
            'When your mind wanders, return without fuss to the part of the body you last remember.',
            'When the timer sounds, take a deeper breath, stretch and sit up slowly before returning to your day.',
          ],
          benefits: [
            'A quick reset for attention in the afternoon slump',
            'Restful without the grogginess of a long nap',
          ],
        },
        {
          level: 'Intermediate',
          durationMinutes: 20,
          steps: [
            'Begin with two minutes of slow breathing, exhaling for about twice as long as you inhale.',
            'Scan the body in detail, pausing on the jaw, shoulders, hands and belly, where most people hold tension.',
            'Let the body feel heavy against the floor, as if it is being completely supported.',
            'Rest for several minutes in plain awareness of the breath, without trying to change it.',
            'If you drift off briefly, that is fine; let the timer bring you back.',
            'Sit up slowly and notice how your focus and mood compare with before.',
          ],
          benefits: [
            'Deeper physical relaxation',
            'Can soften the impact of a short night',
            'Builds a reliable habit of daytime recovery',
          ],
        },
      ],
    },
    {
      slug: 'power-nap-reset',
      name: 'Power Nap',
      description:
        'A short daytime nap of ten to twenty minutes, taken in the early afternoon, that lifts alertness and mood without dropping you into deep sleep. Keeping it brief is the whole trick: you wake before the grogginess of deep sleep sets in, and your night sleep is left intact.',
      traditionalRating: 6,
      traditionalEvidence:
        'Midday rest is an old habit in many warm climates and working cultures, from the Spanish siesta to the after-lunch rest common in China; the brief power nap is its modern workplace form.',
      scientificRating: 7,
      scientificEvidence:
        'Controlled laboratory studies consistently show that brief naps improve alertness and performance, and short naps feature in fatigue-management guidance for drivers and shift workers.',
      culturalOrigins: ['Mediterranean siesta', 'East Asian midday rest', 'Modern fatigue science'],
      contraindications: [
        'If you have insomnia, daytime naps can reduce your sleep drive at night; skip them or keep them very short and early.',
        'Needing to nap every day despite enough night sleep can be a sign of sleep apnoea or another condition; mention it to a clinician.',
        'The caffeine-nap variation is not suitable if you are pregnant, sensitive to caffeine, or have heart rhythm problems or high blood pressure.',
      ],
      preparationRequirements: [
        'A quiet place where you can recline or lie down',
        'An alarm set for twenty minutes or less',
        'An eye mask or a darkened room if possible',
      ],
      metaTitle: 'Power Nap: How to Nap 10 to 20 Minutes Without Grogginess',
      metaDescription:
        'How to take a power nap that leaves you sharper, not groggy: timing, length and the caffeine-nap trick, with cautions for people with insomnia.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 20,
          steps: [
            'Plan your nap for the early afternoon, between lunch and mid-afternoon, when alertness naturally dips.',
            'Set an alarm for twenty minutes from the moment you lie down, which allows a few minutes to fall asleep.',
            'Lie down or recline, close your eyes and let your breath slow, without worrying whether you actually fall asleep.',
            'When the alarm sounds, get up straight away rather than snoozing.',
            'Spend a minute in bright light or splash cool water on your face to shake off any lingering drowsiness.',
          ],
          benefits: ['Lifts alertness and mood for the afternoon', 'Avoids the sleep inertia of longer naps'],
        },
        {
          level: 'Caffeine nap',
          durationMinutes: 20,
          steps: [
            'Only try this if caffeine agrees with you and it is early enough in the day not to disturb your night sleep.',
            'Drink a small cup of coffee or tea quickly, then lie down straight away.',
            'Set the alarm for fifteen to twenty minutes, roughly the time caffeine takes to start working.',
            'Rest with your eyes closed whether or not you sleep.',
            'Get up as soon as the alarm sounds, as the rest and the caffeine take effect together.',
          ],
          benefits: ['Combines the lift of rest and caffeine', 'Useful before a long drive or a late shift'],
        },
      ],
    },
    {
      slug: 'body-scan-for-sleep',
      name: 'Body Scan for Sleep',
      description:
        'A slow sweep of attention through the body while lying in bed, noticing each area and letting it soften. Rather than trying to force sleep, you give the mind a gentle, absorbing task that draws it away from planning and worrying, and the body relaxes along the way.',
      traditionalRating: 5,
      traditionalEvidence:
        'Rooted in Buddhist contemplation of the body and Burmese insight-meditation sweeping practices, and adapted into secular form in mindfulness-based stress reduction.',
      scientificRating: 6,
      scientificEvidence:
        'Randomised trials of mindfulness programmes that include body scans show improvements in insomnia symptoms and sleep quality; the body scan alone has fewer and smaller studies.',
      culturalOrigins: ['Theravada Buddhist meditation', 'Mindfulness-based stress reduction'],
      contraindications: [
        'For some people with chronic pain or a history of trauma, focusing on the body can increase discomfort or distress; skip painful areas, shorten the scan, or rest your attention on the breath or on sounds in the room.',
      ],
      preparationRequirements: [
        'Lying on your back to begin, ready to turn into your usual sleeping position',
        'Lights out and a comfortable room temperature',
        'Optionally, a quiet body-scan recording with a sleep timer',
      ],
      metaTitle: 'Body Scan for Sleep: A Guided Way to Drift Off',
      metaDescription:
        'Use a bedtime body scan to quiet a busy mind and relax from head to toe. Simple steps for beginners and a slower version for restless nights.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 10,
          steps: [
            'Lie on your back in bed with the lights off and let your arms rest by your sides.',
            'Take three slow breaths, letting each exhale be a little longer than the inhale.',
            'Bring your attention to your toes and notice whatever is there, such as warmth, the pressure of the sheet, or nothing much at all.',
            'Move slowly up through the feet, calves, knees, thighs and hips, pausing for a breath or two on each.',
            'Continue through the belly, chest, hands, arms, shoulders, neck and face, letting each area feel heavy.',
            'If you are still awake at the end, roll into your sleeping position and rest your attention on the breath.',
          ],
          benefits: ['Draws attention away from worries', 'Releases physical tension before sleep'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 20,
          steps: [
            'Scan much more slowly, spending several breaths on small areas such as each finger or the muscles around the eyes.',
            'On each exhale, imagine the area you are attending to sinking a little further into the mattress.',
            'When a thought pulls you away, silently note "thinking" and return to the last place you remember.',
            'If you reach the top of the head, begin again at the feet rather than checking whether you are asleep.',
            'Let go of the scan whenever you notice yourself drifting; there is no need to finish it.',
          ],
          benefits: [
            'Deepens relaxation on restless nights',
            'Takes away the pressure of trying to sleep',
            'Builds a skill you can also use after waking in the night',
          ],
        },
      ],
    },
    {
      slug: 'progressive-relaxation-for-sleep',
      name: 'Progressive Muscle Relaxation in Bed',
      description:
        'Tensing and then releasing muscle groups one at a time while lying in bed, so the body learns the contrast between tight and loose. Many people do not notice how much tension they carry at night until they deliberately let it go, and the release itself invites drowsiness.',
      traditionalRating: 4,
      traditionalEvidence:
        'Developed by the physician Edmund Jacobson in the early twentieth century and later shortened into the versions widely used in behavioural therapy.',
      scientificRating: 7,
      scientificEvidence:
        'Tested in many randomised trials and included in reviews of relaxation therapies for insomnia, where it shows moderate benefit, especially within CBT for insomnia.',
      culturalOrigins: ['Early twentieth-century American medicine', 'Behavioural therapy'],
      contraindications: [
        'Skip or gently reduce tensing in any area with an injury, recent surgery, cramp-prone muscles or chronic pain.',
        'If you have high blood pressure or a heart condition, tense lightly, at about half effort, and keep breathing throughout rather than holding your breath.',
      ],
      preparationRequirements: [
        'Lying comfortably in bed with the lights off',
        'Enough room to stretch your legs fully',
      ],
      metaTitle: 'Progressive Muscle Relaxation for Sleep: Tense and Release',
      metaDescription:
        'Use progressive muscle relaxation in bed to release the tension that keeps you awake. A step-by-step tense-and-release guide, plus a shorter form.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 15,
          steps: [
            'Lie on your back, breathe slowly and let your body settle for a minute.',
            'Curl your toes and tighten your feet for about five seconds, keeping your breath flowing.',
            'Release all at once and notice the feeling of letting go for around fifteen seconds.',
            'Repeat the same tense-and-release with your calves, thighs, buttocks, belly, hands, arms, shoulders and face in turn.',
            'Finish with a few slow breaths, noticing the whole body feeling heavier and looser.',
            'Turn into your usual sleeping position and let your breathing find its own rhythm.',
          ],
          benefits: [
            'Makes hidden tension noticeable and easier to release',
            'Relaxes the body in a structured, easy-to-follow way',
          ],
        },
        {
          level: 'Intermediate',
          durationMinutes: 7,
          steps: [
            'Group the body into four areas: legs, belly and back, arms and hands, and shoulders, neck and face.',
            'Tense each group together for five seconds at moderate effort, then release for twenty seconds.',
            'After a few weeks, try relaxing each group by recall alone, remembering the feeling of release without tensing first.',
            'Link the release to a silent cue word such as "soft" on each exhale.',
            'Use the cue word on its own when you wake at night to bring back the relaxed state quickly.',
          ],
          benefits: [
            'A faster routine once the skill is learned',
            'A cue word that helps you relax in seconds',
            'Helpful after waking in the night',
          ],
        },
      ],
    },
    {
      slug: 'cognitive-shuffle-for-sleep',
      name: 'Cognitive Shuffle',
      description:
        'A bedtime mental game in which you picture a stream of random, unrelated objects, such as a cat, a bicycle or a teacup, prompted by the letters of a simple word. The jumbled, meaningless images imitate the drifting thoughts of falling asleep and crowd out the worried, logical thinking that keeps you awake.',
      traditionalRating: 1,
      traditionalEvidence:
        'A recent technique, proposed by a Canadian cognitive scientist in the 2010s under the name serial diverse imagining; it has no older tradition behind it.',
      scientificRating: 3,
      scientificEvidence:
        'Based on a plausible theory of how sleep begins and supported by early pilot studies; larger controlled trials are still lacking.',
      culturalOrigins: ['Modern cognitive science'],
      contraindications: [
        'If your sleeplessness is driven by something pressing, such as grief, danger or untreated depression, a mental game will not resolve it; seek support from someone you trust or a clinician.',
      ],
      preparationRequirements: [
        'Lights out and your usual sleeping position',
        'A simple, emotionally neutral word chosen in advance, such as "blanket" or "garden"',
      ],
      metaTitle: 'Cognitive Shuffle: A Mental Trick to Fall Asleep Faster',
      metaDescription:
        'Try the cognitive shuffle: picture random objects, letter by letter, to quiet racing thoughts at bedtime. Simple steps and a word-free variation.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 10,
          steps: [
            'Settle into your sleeping position and pick a simple word with no strong feelings attached, such as "blanket".',
            'Take the first letter, B, and think of words that start with it, such as bread, boat and balloon.',
            'For each word, spend a few seconds picturing the object clearly, then let it go and move to the next.',
            'When that letter runs dry, move to the next letter of your word and carry on.',
            'If a worry creeps in, gently return to the next word in the sequence.',
            'Let the game fade whenever the images start to blur into sleep.',
          ],
          benefits: [
            'Crowds out worry and problem-solving',
            'Mimics the natural drift of thoughts into sleep',
          ],
        },
        {
          level: 'Intermediate',
          durationMinutes: 10,
          steps: [
            'Drop the word and instead let random objects arise one after another, with no link between them.',
            'Picture each for a few seconds in as much detail as comes easily, such as its colour, texture and size.',
            'If two objects start to form a story or a memory, jump to something completely unrelated.',
            'Keep the pace slow and easy rather than searching hard for each new image.',
            'Use the same method if you wake in the night and find your mind starting to plan.',
          ],
          benefits: [
            'Works without remembering a word or letters',
            'Useful after waking in the night as well as at bedtime',
          ],
        },
      ],
    },
    {
      slug: 'stimulus-control-for-insomnia',
      name: 'Stimulus Control for Insomnia',
      description:
        'A core behavioural method from CBT for insomnia that rebuilds the link between your bed and sleep. You go to bed only when sleepy, get up if you have been awake for what feels like twenty minutes or so, and keep the bed for sleep and sex alone, so it stops being a place of frustration and wakeful effort.',
      traditionalRating: 2,
      traditionalEvidence:
        'Developed in the 1970s within behavioural psychology by applying conditioning principles to sleep; it has no older tradition.',
      scientificRating: 8,
      scientificEvidence:
        'Supported by many randomised trials and recommended in clinical guidelines both on its own and as a core part of CBT for insomnia.',
      culturalOrigins: ['Behavioural psychology', 'Sleep medicine'],
      contraindications: [
        'Getting up in the night means moving around in the dark: keep a low light on your route and take extra care if you are unsteady or at risk of falls.',
        'You may feel more tired for the first week or two; avoid driving or operating machinery when drowsy.',
        'If your insomnia is linked to depression, bipolar disorder or another health condition, use this method with the support of a clinician.',
      ],
      preparationRequirements: [
        'A comfortable chair outside the bedroom, with a dim lamp',
        'A dull book or calm activity ready for night-time waking',
        'A fixed wake time that you will keep every day',
      ],
      metaTitle: 'Stimulus Control for Insomnia: Retrain Your Bed for Sleep',
      metaDescription:
        'Learn stimulus control, a proven CBT-I method: go to bed only when sleepy, get up when wakeful, and rebuild the link between your bed and sleep.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 10,
          steps: [
            'Move screens, work, eating and phone use out of the bed and, where possible, out of the bedroom.',
            'Go to bed only when you feel sleepy, with heavy eyelids and nodding off, not merely tired.',
            'If you have not fallen asleep after what feels like about twenty minutes, get up without checking the clock and go to another room.',
            'Do something quiet and dull in dim light until you feel sleepy again, then return to bed.',
            'Repeat as often as needed through the night, and get up at your fixed wake time however you slept.',
          ],
          benefits: [
            'Breaks the link between bed and frustrated wakefulness',
            'Helps you fall asleep faster over a few weeks',
          ],
        },
        {
          level: 'Intermediate',
          durationMinutes: 10,
          steps: [
            'Keep to all the rules every night for at least four weeks, as the effect builds with consistency.',
            'Keep a simple record each morning of when you went to bed, how often you got up and when you woke.',
            'Avoid daytime naps, or keep to a single short one before mid-afternoon, to protect your sleep drive.',
            'As your sleep settles, keep the bed-for-sleep habit and a fixed wake time as your long-term baseline.',
          ],
          benefits: [
            'Consolidates broken sleep into longer stretches',
            'Rebuilds confidence in your ability to sleep',
            'Gives lasting results without medication',
          ],
        },
      ],
    },
    {
      slug: 'sleep-window-compression',
      name: 'Sleep Window Compression',
      description:
        'A gentler form of the sleep restriction used in CBT for insomnia. If you spend hours in bed awake, you gradually shorten your time in bed until it matches the sleep you are actually getting, then widen it again as sleep becomes deeper and more continuous. It feels counterintuitive, but it is among the most effective tools for chronic insomnia.',
      traditionalRating: 2,
      traditionalEvidence:
        'Developed by sleep researchers in the 1980s as part of behavioural insomnia treatment; compression is the gradual version of the original restriction method.',
      scientificRating: 8,
      scientificEvidence:
        'Sleep restriction and compression are supported by randomised trials and reviews, and form a core part of CBT for insomnia, which clinical guidelines recommend as the first-line treatment.',
      culturalOrigins: ['Behavioural sleep medicine'],
      contraindications: [
        'Not suitable without clinical guidance if you have bipolar disorder, epilepsy or a parasomnia such as sleepwalking, since reduced sleep can trigger mania, seizures or episodes.',
        'Avoid it if you have untreated sleep apnoea, or if sleepiness would be dangerous in your work, such as driving or operating machinery, unless a clinician is supervising.',
        'Never shorten your time in bed below about five and a half hours.',
        'Expect to feel sleepier in the first weeks; do not drive when drowsy, and stop and consult a clinician if you feel unwell or your mood drops sharply.',
      ],
      preparationRequirements: [
        'At least one to two weeks of sleep diary records',
        'A fixed wake time you will keep every day',
        'Ideally, support from a clinician or a structured CBT-I programme',
      ],
      metaTitle: 'Sleep Window Compression: A Gentle CBT-I Insomnia Method',
      metaDescription:
        'How sleep compression eases insomnia: match time in bed to your real sleep, then widen it as sleep deepens. Steps, safety notes and who should avoid it.',
      levels: [
        {
          level: 'Setting your window',
          durationMinutes: 10,
          steps: [
            'Keep a sleep diary for one to two weeks, noting when you go to bed, roughly when you fall asleep, any long wakings and when you get up.',
            'Work out your average time in bed and your average time actually asleep.',
            'If time in bed is much longer than time asleep, cut it by about thirty minutes a week by going to bed later, keeping your wake time fixed.',
            'Stop cutting once your time asleep is close to your time in bed, and never go below about five and a half hours.',
            'Keep the daily diary going so you can see what is changing.',
          ],
          benefits: ['Builds stronger sleep pressure for the night', 'Reduces long spells of lying awake'],
        },
        {
          level: 'Widening your window',
          durationMinutes: 10,
          steps: [
            'Each week, work out your sleep efficiency: the share of your time in bed that you actually spent asleep.',
            'When you are asleep for most of your time in bed, roughly nine-tenths, add fifteen minutes to your window by going to bed a little earlier.',
            'If you are still awake for long stretches, hold the window steady for another week.',
            'Keep widening slowly until you feel rested during the day and your sleep stays continuous.',
            'Combine it with stimulus control, getting up when you are awake for long, for the strongest effect.',
          ],
          benefits: [
            'Consolidates sleep into deeper, more continuous stretches',
            'Finds the amount of sleep your body actually needs',
            'Gives lasting improvement in chronic insomnia',
          ],
        },
      ],
    },
    {
      slug: 'pre-sleep-to-do-list',
      name: 'Pre-Sleep To-Do List',
      description:
        "Five minutes of writing out tomorrow's tasks just before bed, so unfinished business is captured on paper instead of circling in your head. Being specific matters: the more concretely you list what needs doing, the less your mind feels it must keep rehearsing it in the dark.",
      traditionalRating: 2,
      traditionalEvidence:
        'A modern technique from sleep psychology and productivity practice, related to the older habit of reviewing the day before sleep.',
      scientificRating: 4,
      scientificEvidence:
        'A small controlled laboratory study found that writing a specific to-do list helped people fall asleep faster than writing about completed tasks; it still needs wider replication.',
      culturalOrigins: ['Modern sleep psychology', 'Productivity practice'],
      contraindications: [
        'If writing about tomorrow sets off more worry rather than less, move the list earlier in the evening and finish with something calming before bed.',
      ],
      preparationRequirements: ['A paper notebook and pen kept by the bed', 'Five minutes before lights out'],
      metaTitle: 'Bedtime To-Do List: Write Tomorrow Down to Sleep Sooner',
      metaDescription:
        'Write a specific to-do list before bed to stop tasks circling in your head: a five-minute practice to fall asleep faster, plus a worry-time variation.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 5,
          steps: [
            'Sit on the edge of the bed or at a table with a paper notebook rather than a phone.',
            'Write every task you need to remember for tomorrow and the next few days, one per line.',
            'Make each item specific, such as "email Sam about the Thursday meeting" rather than "work stuff".',
            'Close the notebook and put it out of sight, as a signal that the list is safe until morning.',
            'Turn out the light, and if a task comes back to mind, remind yourself it is already written down.',
          ],
          benefits: ['Offloads unfinished tasks from memory', 'Can shorten the time it takes to fall asleep'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 20,
          steps: [
            'Earlier in the evening, at least two hours before bed, set aside fifteen minutes for planning and worries.',
            'Draw two columns: on the left, each concern; on the right, the next small step you could take, or "nothing to do tonight".',
            'Fold the page and put it away, deciding that this is where those thoughts belong until tomorrow.',
            'Just before bed, write the short to-do list for tomorrow as in the beginner level.',
            'If worries surface in bed, remind yourself they have their time tomorrow evening and return to a calming focus.',
          ],
          benefits: [
            'Moves problem-solving away from bedtime',
            'Reduces racing thoughts at night',
            'Turns vague worry into concrete next steps',
          ],
        },
      ],
    },
    {
      slug: 'morning-light-circadian-anchor',
      name: 'Morning Light Exposure',
      description:
        'Getting bright daylight into your eyes soon after waking, ideally outdoors, for ten to thirty minutes. Morning light is the strongest signal that sets the body clock, helping you feel alert by day and sleepy at a sensible hour at night, and it is especially useful for night owls and for people whose mood dips in winter.',
      traditionalRating: 4,
      traditionalEvidence:
        'Rising with the sun is part of many traditional daily rhythms; the modern practice comes from circadian science and light-therapy research since the 1980s.',
      scientificRating: 7,
      scientificEvidence:
        'Laboratory research shows light is the main timing signal for the body clock, and trials of bright-light therapy support benefits for seasonal depression and delayed sleep timing; evidence on everyday outdoor light is more observational.',
      culturalOrigins: ['Circadian science', 'Traditional farming rhythms'],
      contraindications: [
        'Never look directly at the sun; ordinary daylight around you is enough.',
        'If you have bipolar disorder, bright light, especially from a lightbox, can trigger mania; use it only with clinical guidance.',
        'If you have an eye condition such as macular degeneration, or take medicines that make you sensitive to light, check with a clinician before using a lightbox.',
      ],
      preparationRequirements: [
        'A route outdoors or a bright window near your morning routine',
        'Clothes for the weather, so you go out whatever the sky',
        'Optionally, a 10,000-lux lightbox for dark winter mornings',
      ],
      metaTitle: 'Morning Light Exposure: Set Your Body Clock for Better Sleep',
      metaDescription:
        'How morning daylight sets your circadian rhythm for easier sleep at night. Simple daily steps, winter lightbox tips and safety notes.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 10,
          steps: [
            'Within an hour of waking, step outside for ten minutes, even on a cloudy day.',
            'Keep your eyes open to the sky and your surroundings, without looking at the sun itself.',
            'Combine it with something you already do, such as drinking your coffee on the doorstep or walking to the shop.',
            'Open curtains and blinds as soon as you get up so your home is bright.',
          ],
          benefits: [
            'Helps you feel alert sooner after waking',
            'Nudges evening sleepiness to a more regular time',
          ],
        },
        {
          level: 'Intermediate',
          durationMinutes: 30,
          steps: [
            'Take a twenty- to thirty-minute walk outdoors within the first hour of waking, at the same time each day.',
            "On dark winter mornings, sit near a 10,000-lux lightbox at about arm's length for twenty to thirty minutes while you eat or read.",
            'Keep the lightbox to the morning, as using it late in the day can push your body clock later.',
            'Pair bright mornings with dim evenings for the strongest effect on your rhythm.',
            'Note your sleep timing and mood for two weeks to see how your rhythm shifts.',
          ],
          benefits: [
            'Steadies your circadian rhythm across the seasons',
            'Can lift low winter mood',
            'Helps night owls fall asleep earlier',
          ],
        },
      ],
    },
    {
      slug: 'evening-light-dimming',
      name: 'Evening Light Dimming',
      description:
        'Lowering the brightness and warming the colour of the light around you in the two to three hours before bed. Bright, blue-rich evening light tells the brain it is still daytime and delays the release of melatonin; dimming the lamps and the screens lets the natural evening signal come through.',
      traditionalRating: 4,
      traditionalEvidence:
        'For most of human history evenings were lit only by fire and candles; the practice restores something close to that pattern, guided by modern circadian research.',
      scientificRating: 6,
      scientificEvidence:
        'Laboratory studies show that bright evening light suppresses melatonin and delays the body clock; real-world trials of dimming and screen filters show smaller, mixed effects on sleep itself.',
      culturalOrigins: ['Pre-industrial firelit evenings', 'Circadian science'],
      contraindications: [
        'Keep enough light to move around safely, particularly on stairs and if you are older or have poor eyesight or balance.',
      ],
      preparationRequirements: [
        'One or two lamps with warm, low-wattage bulbs',
        'Night mode or warm colour settings on your phone, tablet and computer',
        'Optionally, dimmer switches or smart bulbs',
      ],
      metaTitle: 'Evening Light Dimming: Lower the Lights to Sleep Better',
      metaDescription:
        'Dim and warm your evening light to let melatonin rise naturally. Practical steps for lamps, screens and bedrooms to help you fall asleep more easily.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 5,
          steps: [
            'Two hours before bed, switch off bright overhead lights and use lamps placed low in the room.',
            'Turn on the warm-colour or night mode on your phone and computer, and lower their brightness.',
            "Hold screens at arm's length or further rather than close to your face.",
            'In the bathroom at night, use a small night light instead of the main light.',
          ],
          benefits: ['Lets melatonin rise on schedule', 'Creates a calmer atmosphere for winding down'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 10,
          steps: [
            'Extend dimming to three hours before bed, and make the bedroom the darkest room in the house.',
            'Replace bright white bulbs in your evening spaces with warm, low-wattage ones.',
            'Set a screen curfew an hour before bed, switching to paper books, conversation or music.',
            'Use blackout curtains or an eye mask so streetlight and early dawn do not reach you in bed.',
            'Pair this with bright light in the morning to sharpen the contrast between day and night.',
          ],
          benefits: [
            'Strengthens the day-night contrast your body clock relies on',
            'Reduces late-night alertness from screens',
            'Helps night owls shift earlier',
          ],
        },
      ],
    },
    {
      slug: 'bedroom-sleep-environment',
      name: 'Bedroom Sleep Sanctuary',
      description:
        'Shaping your bedroom for sleep: cool, dark, quiet and comfortable, with work and screens moved elsewhere. Small changes such as blackout curtains, a slightly cooler room, earplugs or steady background sound can remove the disturbances that wake you without your noticing.',
      traditionalRating: 3,
      traditionalEvidence:
        'Advice on the sleeping space appears in many traditions, but the current approach comes from environmental and sleep research on temperature, light and noise.',
      scientificRating: 6,
      scientificEvidence:
        'Laboratory and observational research links noise, light and warm temperatures to lighter, more broken sleep; trials of single changes such as earplugs and eye masks show modest benefits.',
      culturalOrigins: ['Modern sleep research'],
      contraindications: [
        'Earplugs can block alarms and the sound of a child or someone you care for; make sure smoke alarms and anyone who may need you can still wake you.',
        'Do not use weighted blankets for young children, and check with a clinician first if you have breathing, circulation or mobility problems.',
      ],
      preparationRequirements: [
        'A few minutes lying in your bed to notice what disturbs you',
        'A room thermometer if you have one',
      ],
      metaTitle: 'Create a Sleep-Friendly Bedroom: Cool, Dark and Quiet',
      metaDescription:
        'Turn your bedroom into a sleep sanctuary: the right temperature, blackout, noise control and a clutter-free space, with simple steps to start tonight.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 20,
          steps: [
            'Lie in bed with the lights off for a few minutes and notice any light, noise, draughts or discomfort.',
            'Cover or switch off small standby lights and close the curtains fully.',
            'Aim for a cool room, around 16 to 19 degrees Celsius for most adults, adjusting your bedding rather than the heating.',
            'Move work papers, laptops and exercise gear out of sight, so the room looks like a place of rest.',
            'Try foam earplugs or a quiet fan if outside noise wakes you.',
          ],
          benefits: [
            'Removes hidden disturbances that fragment sleep',
            'Makes the room itself a cue for rest',
          ],
        },
        {
          level: 'Intermediate',
          durationMinutes: 60,
          steps: [
            'Fit blackout blinds, or use a comfortable eye mask, if early light or streetlight reaches the bed.',
            "Try steady background sound such as a fan or pink noise if irregular noises, like traffic or a partner's snoring, wake you.",
            'Check your mattress and pillows: if you wake stiff, or sleep better elsewhere, it may be time to replace them.',
            'Choose breathable bedding in layers so you can adjust to the season without changing the room.',
            'If you share a bed, consider separate duvets so different temperatures and movements disturb you less.',
            'Keep a short note of each change and how you slept, so you can see what really helps.',
          ],
          benefits: [
            'Fewer awakenings from noise and light',
            'A more comfortable temperature through the night',
            'Less disturbance from a bed partner',
          ],
        },
      ],
    },
    {
      slug: 'paradoxical-intention-for-sleep',
      name: 'Paradoxical Intention',
      description:
        'Instead of trying to fall asleep, you lie in bed in the dark and gently try to stay awake, eyes open, without doing anything stimulating. It sounds odd, but for many people the effort to sleep is the very thing that keeps them awake, and removing that effort lets sleep arrive on its own.',
      traditionalRating: 2,
      traditionalEvidence:
        "Developed within Viktor Frankl's logotherapy in the mid-twentieth century and later adapted into behavioural treatment for insomnia.",
      scientificRating: 6,
      scientificEvidence:
        'Supported by a number of small randomised trials for difficulty falling asleep, and recognised in clinical guidance as a useful option, especially where anxiety about sleep itself is strong.',
      culturalOrigins: ['Austrian logotherapy', 'Behavioural sleep medicine'],
      contraindications: [
        'Do not use screens or bright reading lights to stay awake; the aim is passive, restful wakefulness in the dark.',
        'If you have bipolar disorder or a seizure disorder, check with a clinician before using methods that may shorten sleep at first.',
      ],
      preparationRequirements: [
        'Lights off and your usual sleeping position',
        'A willingness to let go of the goal of sleeping tonight',
      ],
      metaTitle: 'Paradoxical Intention for Insomnia: Stop Trying to Sleep',
      metaDescription:
        'Paradoxical intention for insomnia: lie in the dark and gently try to stay awake to release the pressure to sleep. How it works and how to do it.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 15,
          steps: [
            'Get into bed at your usual time and turn out the light.',
            'Lie comfortably with your eyes open in the dark and gently intend to stay awake a little longer.',
            'If your eyes start to close, let them, then open them again softly, without forcing them wide.',
            'Avoid checking the clock or your phone; simply rest and notice the dark.',
            'If anxious thoughts about sleep appear, remind yourself that tonight you are not trying to sleep at all.',
          ],
          benefits: [
            'Removes the performance pressure around falling asleep',
            'Often shortens the time to sleep for people who try too hard',
          ],
        },
        {
          level: 'Intermediate',
          durationMinutes: 15,
          steps: [
            'Use the method consistently for two to three weeks, since it works best once the new attitude feels natural.',
            'Bring the same attitude to night waking, resting with curiosity rather than struggling to get back to sleep.',
            'Combine it with a fixed wake time, so a shorter night is still followed by a normal day.',
            'Note in a diary any change in how much you worry about sleep, not only how long you sleep.',
          ],
          benefits: [
            'Lowers anxiety about sleep itself',
            'Builds trust that sleep will come without effort',
            'Useful both at bedtime and after night waking',
          ],
        },
      ],
    },
    {
      slug: 'warm-bath-before-bed',
      name: 'Warm Bath or Shower Before Bed',
      description:
        'A warm bath or shower one to two hours before bed. Warming the skin draws heat out to the hands and feet, and the drop in core body temperature that follows is one of the natural signals for sleep. It is also a pleasant, simple anchor for an evening wind-down.',
      traditionalRating: 6,
      traditionalEvidence:
        'Evening bathing is a long-standing habit in many cultures, most famously the Japanese evening soak; research into its effect on sleep is recent.',
      scientificRating: 6,
      scientificEvidence:
        'A systematic review of studies on warm-water bathing found that a bath or shower one to two hours before bed helped people fall asleep faster and rate their sleep better; most of the included studies were small.',
      culturalOrigins: ['Japanese bathing culture', 'Thermoregulation research'],
      contraindications: [
        'If you have low blood pressure or heart disease, or are prone to fainting, keep the water warm rather than hot and take care getting out, as heat can make you dizzy.',
        'If you are pregnant, avoid hot baths; keep the water comfortably warm and check with your midwife or doctor.',
        'Do not bathe after drinking alcohol or taking sedating medicines, as you may become drowsy in the water.',
      ],
      preparationRequirements: [
        'A bath or shower with warm rather than hot water, around 40 degrees Celsius',
        'Time set aside one to two hours before bed',
        'A towel and warm, loose night clothes ready',
      ],
      metaTitle: 'Warm Bath Before Bed: Use Body Temperature to Sleep Better',
      metaDescription:
        'Take a warm bath or shower one to two hours before bed to help your body cool into sleep. Timing, temperature and safety tips for a calming ritual.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 15,
          steps: [
            'About ninety minutes before bed, run a shower or bath that feels pleasantly warm rather than hot.',
            'Spend ten minutes in the water, letting your shoulders drop and your breath slow.',
            'Dry off, dress in loose night clothes and keep the rest of the evening dim and quiet.',
            'Go to bed when you start to feel drowsy as your body cools.',
          ],
          benefits: [
            'Helps trigger the natural temperature drop before sleep',
            'Creates a soothing break between the day and the night',
          ],
        },
        {
          level: 'Intermediate',
          durationMinutes: 30,
          steps: [
            'Run a bath at around 40 degrees Celsius one to two hours before your planned bedtime.',
            'Soak for fifteen to twenty minutes, getting out sooner if you feel lightheaded.',
            'Add a calming element if you like, such as soft music, a few drops of lavender oil or some slow breathing.',
            'Stand up slowly and sit on the edge of the bath for a moment before stepping out.',
            'Keep the bedroom cool so the temperature drop after the bath continues as you settle in.',
          ],
          benefits: [
            'A stronger effect on falling asleep',
            'Eases muscle tension after a physical day',
            'A reliable centrepiece for a wind-down routine',
          ],
        },
      ],
    },
    {
      slug: 'legs-up-the-wall-before-bed',
      name: 'Legs Up the Wall Before Bed',
      description:
        'A restful yoga shape, viparita karani, in which you lie on your back with your legs resting up a wall. Held for five to fifteen minutes before bed, it asks almost no effort, eases tired legs and a tired lower back, and gives a natural pause in which the breath and mind slow down.',
      traditionalRating: 6,
      traditionalEvidence:
        'A classical posture in hatha yoga texts, where inverted shapes are described as restorative; now a staple of restorative and yin yoga classes.',
      scientificRating: 3,
      scientificEvidence:
        'Research on this posture alone is sparse; evidence comes mainly from small studies of restorative and gentle yoga for sleep and relaxation.',
      culturalOrigins: ['Indian hatha yoga', 'Modern restorative yoga'],
      contraindications: [
        'Check with a clinician first if you have glaucoma, a detached retina, uncontrolled high blood pressure or heart disease, as raising the legs changes pressure in the head and chest.',
        'In later pregnancy, or with reflux or a hiatus hernia, lying flat may be uncomfortable; raise your upper body with cushions or skip the pose.',
        'Come down slowly if your legs go numb or tingly.',
      ],
      preparationRequirements: [
        'A clear stretch of wall with space to lie on the floor or bed',
        'A folded blanket or cushion for under your hips',
        'A timer set for five to fifteen minutes',
      ],
      metaTitle: 'Legs Up the Wall Before Bed: A Restful Yoga Wind-Down',
      metaDescription:
        'Wind down with legs up the wall (viparita karani): a gentle restorative yoga pose to ease tired legs and settle your mind before sleep.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 7,
          steps: [
            'Sit sideways with one hip against the wall, on the floor or on your bed.',
            'Swing your legs up the wall as you lower your back down, shuffling closer until your legs rest comfortably.',
            'Let your arms rest by your sides or on your belly, and close your eyes.',
            'Breathe slowly through your nose for five minutes, letting your legs feel heavy against the wall.',
            'To come out, bend your knees, roll onto your side and rest there for a few breaths before sitting up.',
          ],
          benefits: ['Eases heavy, tired legs', 'Gives the mind a few quiet minutes to slow down'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 15,
          steps: [
            'Place a folded blanket under your hips so your lower back is gently supported.',
            'Stay for ten to fifteen minutes, with a light blanket over you to stay warm.',
            'Rest your attention on the breath at the belly, letting each exhale be slightly longer than the inhale.',
            'If your legs tire, let them fall into a wide V, or bend the knees and bring the soles of the feet together against the wall.',
            'Come out slowly and move straight into your bedtime routine without switching on bright lights.',
          ],
          benefits: [
            'Deeper physical relaxation before sleep',
            'Releases tension in the lower back and hips',
            'A calm bridge between the evening and bed',
          ],
        },
      ],
    },
    {
      slug: 'sleep-diary-tracking',
      name: 'Sleep Diary',
      description:
        'A simple daily record, kept each morning, of when you went to bed, how long it took to fall asleep, any wakings, when you got up and how you felt. Over one to two weeks it reveals patterns that memory misses, and it is the starting point for most professional insomnia treatment.',
      traditionalRating: 2,
      traditionalEvidence:
        'A clinical tool from modern sleep medicine; standard diary formats have been used in research and treatment for decades.',
      scientificRating: 7,
      scientificEvidence:
        'Sleep diaries are a standard, validated measure in sleep research and clinical guidelines, and self-monitoring is a core part of CBT for insomnia; the diary itself is a measurement rather than a treatment.',
      culturalOrigins: ['Modern sleep medicine'],
      contraindications: [
        'If tracking makes you more anxious about sleep, keep entries brief, use rough estimates, and pause the diary if it becomes a source of worry.',
        'Do not check the clock during the night to fill in the diary; morning estimates are all that is needed.',
      ],
      preparationRequirements: [
        'A printed diary sheet or simple notebook kept by the bed',
        'Two minutes each morning',
      ],
      metaTitle: 'How to Keep a Sleep Diary: Track Patterns, Sleep Better',
      metaDescription:
        'Keep a simple sleep diary to spot patterns in your sleep: what to record each morning, how to read it, and how it guides insomnia treatment.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 3,
          steps: [
            'Each morning, within an hour of getting up, note the time you went to bed and the time you got up.',
            'Estimate how long it took you to fall asleep and roughly how long you were awake during the night.',
            'Rate how rested you feel from one to five and jot down anything unusual, such as late caffeine, alcohol or a stressful day.',
            'Keep going for at least one week before drawing any conclusions.',
          ],
          benefits: [
            'Reveals patterns that memory misses',
            'Gives a clear picture to share with a clinician',
          ],
        },
        {
          level: 'Intermediate',
          durationMinutes: 10,
          steps: [
            'After two weeks, work out your average time in bed and average time asleep.',
            'Divide time asleep by time in bed to find your sleep efficiency, and note whether it is above or below about 85 per cent.',
            'Look for links between your notes and your best and worst nights, such as exercise, alcohol, screens or naps.',
            'Choose one change to test over the next two weeks and keep recording to see its effect.',
            'Bring the diary to any appointment with your doctor or a sleep clinic.',
          ],
          benefits: [
            'Turns vague impressions into useful information',
            'Shows whether changes are actually helping',
            'Guides sleep compression and other CBT-I methods',
          ],
        },
      ],
    },
    {
      slug: 'military-sleep-method',
      name: 'Military Sleep Method',
      description:
        'A two-minute relaxation sequence said to have been taught to military pilots: relax the face, drop the shoulders and arms, breathe out and loosen the legs, then quiet the mind with a simple image or phrase. It combines muscle relaxation with visualisation in a compact routine that is easy to remember in bed.',
      traditionalRating: 3,
      traditionalEvidence:
        'Described in a mid-twentieth-century American book on relaxation for performance, which credits it to naval pilot training; its fame today comes largely from social media.',
      scientificRating: 2,
      scientificEvidence:
        'There are no direct trials of this exact sequence; its parts, muscle relaxation and calming imagery, have modest support from research on relaxation for insomnia, but the promise of sleep within two minutes is untested.',
      culturalOrigins: ['American military training lore', 'Relaxation therapy'],
      contraindications: [
        'Some people feel frustrated when sleep does not arrive in the promised two minutes; treat the method as relaxation, not a test, and let sleep come when it comes.',
      ],
      preparationRequirements: [
        'Lying in bed in your usual sleeping position',
        'A calm image or phrase chosen in advance',
      ],
      metaTitle: 'The Military Sleep Method: Steps, Evidence and Tips',
      metaDescription:
        'Try the military sleep method: relax your face, shoulders and legs, then clear your mind with a calm image. Honest notes on what the evidence shows.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 5,
          steps: [
            'Lie down and relax every muscle in your face, including the tongue, the jaw and the small muscles around the eyes.',
            'Let your shoulders drop as low as they will go, followed by your upper and lower arm on one side, then the other.',
            'Breathe out slowly and let your chest soften.',
            'Relax your thighs, then your calves, ankles and feet.',
            'For about ten seconds, picture a calm scene, such as lying in a canoe on a still lake under a clear sky.',
            'If thoughts keep coming, repeat the words "do not think" slowly for about ten seconds, then return to your image.',
          ],
          benefits: [
            'A short, memorable sequence for bedtime',
            'Relaxes the body and quiets the mind together',
          ],
        },
        {
          level: 'Intermediate',
          durationMinutes: 10,
          steps: [
            'Practise the full sequence once during the day, sitting down, so it is familiar before you need it at night.',
            'At night, move through each stage more slowly, spending several breaths on the face and shoulders.',
            'Choose a personal calming image, such as a familiar beach or a warm room, and keep it the same each night.',
            'If you are still awake after a few rounds, let the method go and simply rest, or get up briefly if you feel restless.',
          ],
          benefits: [
            'A relaxation response that gets quicker with practice',
            'A personal cue for winding down',
          ],
        },
      ],
    },
    {
      slug: 'imagery-rehearsal-for-nightmares',
      name: 'Imagery Rehearsal for Nightmares',
      description:
        'A well-researched method for recurring nightmares. While awake, you choose a nightmare, change its story in any way you like into a version that feels less distressing, and rehearse that new version in your imagination for a few minutes each day. Over several weeks, many people find the nightmare comes less often or loses its force.',
      traditionalRating: 2,
      traditionalEvidence:
        'Developed by sleep researchers in the late twentieth century from older behavioural rehearsal methods; it has no traditional lineage.',
      scientificRating: 7,
      scientificEvidence:
        'Supported by randomised trials and meta-analyses for chronic nightmares, including those linked to post-traumatic stress, and recommended in sleep medicine guidance.',
      culturalOrigins: ['Behavioural sleep medicine'],
      contraindications: [
        'If your nightmares replay a traumatic event, work with a trauma-informed clinician rather than alone, as revisiting the content can be distressing.',
        'Start with a less intense nightmare rather than the worst one, and stop if you feel overwhelmed, grounding yourself by naming things you can see in the room.',
        'Frequent nightmares can be linked to medication, PTSD or other conditions; mention them to a clinician.',
      ],
      preparationRequirements: [
        'A quiet, safe daytime setting, not right before bed at first',
        'Paper and pen',
        'Fifteen to twenty minutes',
      ],
      metaTitle: 'Imagery Rehearsal Therapy: A Proven Way to Ease Nightmares',
      metaDescription:
        'Imagery rehearsal helps reduce recurring nightmares: rewrite the dream while awake and rehearse the new version daily. Steps and safety guidance.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 20,
          steps: [
            'During the day, choose a recurring nightmare that is distressing but not your most intense one.',
            'Write it down briefly, without dwelling on the most upsetting details.',
            'Change the story in any way you like, such as a different ending, a new character or another setting, so it feels less frightening.',
            'Write down the new version in a few sentences, in the present tense.',
            'Close your eyes and imagine the new version in detail for five to ten minutes.',
            'Finish by looking around the room, naming a few things you can see, and then doing something pleasant.',
          ],
          benefits: [
            'Gives you an active way to respond to nightmares',
            'Can reduce how often nightmares occur',
          ],
        },
        {
          level: 'Intermediate',
          durationMinutes: 10,
          steps: [
            'Rehearse the new version for five to ten minutes every day for at least two weeks.',
            'Keep a simple log of how often the nightmare comes and how intense it feels.',
            'Once the first nightmare eases, apply the same method to another, working on no more than two at a time.',
            'If rehearsing feels too distressing, pause and seek support from a clinician experienced in treating nightmares.',
          ],
          benefits: [
            'Reduces nightmare frequency and intensity over weeks',
            'Can improve overall sleep quality',
            'Builds a sense of control over night-time distress',
          ],
        },
      ],
    },
    {
      slug: 'autogenic-training-for-sleep',
      name: 'Autogenic Training for Sleep',
      description:
        'A self-guided relaxation method in which you silently repeat simple phrases such as "my arms are heavy" and "my arms are warm", resting your attention on the feeling each describes. With practice the body answers the phrases by relaxing, and the routine becomes a calm, reliable way to settle into sleep.',
      traditionalRating: 5,
      traditionalEvidence:
        'Developed by the German psychiatrist Johannes Schultz in the early twentieth century from research on hypnosis, and widely taught in Europe since.',
      scientificRating: 6,
      scientificEvidence:
        'Controlled trials and reviews show benefits for anxiety and stress, and smaller studies report better sleep; it is recognised among the relaxation therapies used for insomnia.',
      culturalOrigins: ['German psychiatry', 'European clinical relaxation training'],
      contraindications: [
        'If you have a heart condition, diabetes, low blood pressure or a psychotic illness, learn it with a trained instructor, as focusing on heart and body sensations can occasionally cause unease or shifts in blood pressure.',
        'Some people notice brief tingling, twitches or an emotional release; this usually passes, but stop if it is distressing.',
      ],
      preparationRequirements: [
        'Lying comfortably in bed, or in a reclining chair when practising by day',
        'The standard phrases learned in advance',
      ],
      metaTitle: 'Autogenic Training for Sleep: Heavy, Warm and Calm',
      metaDescription:
        'Learn autogenic training to relax into sleep: silent phrases of heaviness and warmth that calm the body. Beginner and full-sequence guidance.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 10,
          steps: [
            'Lie on your back with your arms by your sides and close your eyes.',
            'Silently repeat "my right arm is heavy" slowly six times, noticing any sense of weight.',
            'Repeat with the left arm, then both legs, then "my arms and legs are heavy".',
            'Add warmth with "my arms and legs are warm", repeated six times while noticing any warmth.',
            'Finish with "I am calm" and let yourself drift, or if practising by day, clench your fists, stretch and open your eyes.',
          ],
          benefits: ['A simple, portable way to relax in bed', 'Calms the body through focused attention'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 20,
          steps: [
            'Once heaviness and warmth come easily, usually after a few weeks, add the remaining standard phrases one at a time.',
            'Use "my heartbeat is calm and regular", then "my breathing is calm", noticing without trying to change anything.',
            'Continue with "my belly is warm" and then "my forehead is pleasantly cool".',
            'Run through the full sequence slowly, repeating each phrase several times.',
            'At bedtime, skip the finishing stretch and let the last phrase fade into sleep.',
          ],
          benefits: [
            'Deep whole-body relaxation',
            'Can lower the anxiety that interferes with sleep',
            'Becomes faster and stronger with regular practice',
          ],
        },
      ],
    },
  ],
};
