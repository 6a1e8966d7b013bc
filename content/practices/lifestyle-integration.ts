import type { PracticeCategoryContent } from './schema';

export const category: PracticeCategoryContent = {
  slug: 'lifestyle-integration',
  name: 'Lifestyle Integration',
  description:
    'The everyday structures that let wellbeing last beyond a single session: how habits form, how you start and end your days, how you use your phone, how and when you eat, how often you move, and how you stay close to people. These practices are small and practical by design, because change that fits into ordinary life is the change that sticks.',
  iconName: 'CalendarCheck',
  sortOrder: 10,
  practices: [
    {
      slug: 'habit-stacking',
      name: 'Habit Stacking',
      description:
        'Attaching a new habit to one you already do every day, using the old one as a reliable cue: after I pour my morning coffee, I will stretch for one minute. Because the existing routine already happens automatically, the new behaviour borrows its momentum. Stacks can grow into a whole chain of small, linked actions.',
      traditionalRating: 2,
      traditionalEvidence:
        'A modern name, popularised in self-help writing in the 2010s, for the long-known idea of linking a new action to an established routine.',
      scientificRating: 6,
      scientificEvidence:
        'Research on habit formation consistently shows that stable context cues help behaviours become automatic; the named technique itself has not been tested directly in large trials.',
      culturalOrigins: ['Behavioural psychology', 'Contemporary self-help'],
      risks: [],
      contraindications: [
        'Stacking too many new habits at once tends to collapse the whole chain; if you feel overwhelmed, go back to a single new habit until it is easy.',
      ],
      preparationRequirements: [
        'A list of things you already do every day without fail',
        'One small habit you want to build',
      ],
      metaTitle: 'Habit Stacking: Build New Habits on Old Routines',
      metaDescription:
        'Learn habit stacking: anchor a small new habit to something you already do daily, so it sticks with less willpower. Simple steps and examples.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 5,
          steps: [
            'Write down five things you do every day without thinking, such as brushing your teeth or boiling the kettle.',
            'Choose one new habit small enough to take under two minutes.',
            'Pick the existing routine that happens at the right time and place for it.',
            'Write the stack as a sentence: After I [existing habit], I will [new habit].',
            'Do the new habit straight after the anchor every day for two weeks.',
          ],
          benefits: [
            'New habits that need less willpower',
            'A clear, specific plan instead of a vague intention',
          ],
        },
        {
          level: 'Intermediate',
          durationMinutes: 15,
          steps: [
            'Once your first stack feels automatic, add a second habit after the first one.',
            "Build a short chain for one part of the day, for example kettle, one minute of stretching, then writing the day's top priority.",
            'Keep every link tiny, so the whole chain takes under ten minutes.',
            'If a link keeps failing, move it to a better anchor or make it smaller rather than dropping the chain.',
          ],
          benefits: [
            'A reliable mini-routine built from small pieces',
            'Less daily decision-making',
            'Practical insight into how your habits work',
          ],
        },
      ],
    },
    {
      slug: 'if-then-implementation-intentions',
      name: 'If-Then Planning (Implementation Intentions)',
      description:
        'Turning a goal into a precise plan of the form if situation X arises, then I will do Y. Deciding in advance when, where and how you will act hands control to the situation, so the plan kicks in even when motivation is low. It works for starting good habits and for handling obstacles and temptations.',
      traditionalRating: 2,
      traditionalEvidence:
        'Developed in academic motivation psychology from the 1990s; it formalises the ordinary wisdom of planning ahead.',
      scientificRating: 8,
      scientificEvidence:
        'Supported by many randomised experiments and meta-analyses showing medium-sized improvements in goal attainment across health, study and work behaviours.',
      culturalOrigins: ['Motivation psychology'],
      risks: [],
      contraindications: [
        'Rigid rules can backfire for people prone to perfectionism or obsessive patterns; keep plans flexible and kind, and include a plan for what to do after a slip.',
      ],
      preparationRequirements: [
        'One goal you keep intending but not doing',
        'A pen and a card or note on your phone',
      ],
      metaTitle: 'If-Then Planning: Turn Goals Into Automatic Actions',
      metaDescription:
        'Use implementation intentions, simple if-then plans, to follow through on goals and handle obstacles; one of the best-researched habit tools.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 5,
          steps: [
            'Name a goal you keep putting off, such as walking more.',
            'Pick a specific moment and place to act: a time of day, a location or something that already happens.',
            'Write one sentence: If it is 12.30 and I have finished lunch, then I will walk around the block.',
            'Read the sentence aloud twice and picture yourself doing it.',
            'Check each evening whether the plan triggered, and adjust the cue if it did not.',
          ],
          benefits: ['Better follow-through on intentions', 'Less reliance on motivation in the moment'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 15,
          steps: [
            'List the two or three obstacles most likely to derail your goal.',
            'Write an if-then plan for each one, for example if it is raining, then I will walk up and down the stairs for ten minutes.',
            'Add a recovery plan: if I miss a day, then I will do the smallest version tomorrow.',
            'Keep the plans somewhere you will see them daily for a month.',
          ],
          benefits: [
            'Resilience when plans meet real life',
            'Fewer all-or-nothing collapses after a lapse',
            'A reusable skill for any goal',
          ],
        },
      ],
    },
    {
      slug: 'tiny-habits-method',
      name: 'Tiny Habits',
      description:
        'Starting a new behaviour so small it feels almost silly — one push-up, flossing one tooth, opening your journal — and celebrating immediately afterwards with a quick feeling of success. The tiny size removes resistance, and the celebration helps the brain link the habit to a good feeling. The habit then tends to grow naturally.',
      traditionalRating: 2,
      traditionalEvidence:
        'A behaviour-design method developed at a university research lab in the 2010s and taught widely through courses and a popular book.',
      scientificRating: 4,
      scientificEvidence:
        'Rests on well-supported principles of habit formation and small-step change; direct tests of the method are limited to small studies and programme data.',
      culturalOrigins: ['Behaviour design', 'American behavioural science'],
      risks: [],
      contraindications: [
        'If self-celebration feels forced or awkward, use a quiet gesture such as a nod or a tick on paper; what matters is a genuine small feeling of success.',
      ],
      preparationRequirements: ['One behaviour you want more of', 'An existing routine to act as a prompt'],
      metaTitle: 'Tiny Habits: Start Small and Make Change Stick',
      metaDescription:
        'How the Tiny Habits approach works: shrink a habit until it is easy, anchor it to a routine and celebrate straight away so it takes root.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 3,
          steps: [
            'Choose a behaviour you want and shrink it to a version that takes under thirty seconds.',
            'Pick an existing routine to follow it, such as after I flush the toilet or after I sit down at my desk.',
            'Do the tiny behaviour straight after the prompt.',
            'Celebrate at once in a way that feels good to you: a smile, a fist pump or saying yes quietly.',
            'Repeat daily, keeping it tiny even if you want to do more.',
          ],
          benefits: ['Habits that start without a struggle', 'A positive feeling attached to change'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 10,
          steps: [
            'Once the tiny habit is automatic, allow it to grow on days you feel like it, while keeping the tiny version as the minimum.',
            'Add two or three more tiny habits across different parts of your day.',
            'Review them weekly and redesign any that are not happening, changing the prompt or making them smaller.',
            'Notice how your view of yourself shifts as small wins accumulate.',
          ],
          benefits: ['Steady growth without burnout', 'A stronger identity as someone who follows through'],
        },
      ],
    },
    {
      slug: 'habit-tracker-self-monitoring',
      name: 'Habit Tracking',
      description:
        'Recording each day whether you did a habit, with a tick on a calendar, a paper grid or an app. Seeing the record makes progress visible, turns a vague intention into a concrete daily choice and shows patterns: which days you slip and why. A simple tracker is one of the most effective tools in behaviour change.',
      traditionalRating: 3,
      traditionalEvidence:
        'Record-keeping for self-improvement has a long history, from monastic examen to the virtue charts of early American self-help; modern apps are its newest form.',
      scientificRating: 6,
      scientificEvidence:
        'Systematic reviews of behaviour-change programmes find self-monitoring is among the more effective techniques, especially for activity and diet; the effect of trackers alone is moderate.',
      culturalOrigins: ['Self-improvement journals', 'Behavioural science'],
      risks: [],
      contraindications: [
        'Tracking food, weight or exercise closely can feed obsessive patterns; if you have a history of eating disorders or compulsive exercise, avoid tracking these unless your clinician agrees.',
        'If a broken streak triggers giving up, use a rule that you never miss twice rather than chasing a perfect streak.',
      ],
      preparationRequirements: [
        'A wall calendar, paper grid or simple tracking app',
        'One to three habits to track',
      ],
      metaTitle: 'Habit Tracking: Make Progress Visible Every Day',
      metaDescription:
        'How to use a habit tracker well: what to track, how to review patterns and how to keep streaks motivating instead of stressful.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 2,
          steps: [
            'Choose one habit and put a calendar or grid where you will see it every day.',
            'Each time you do the habit, mark the day straight away with a clear tick.',
            'If you miss a day, leave it blank without judgement and aim not to miss the next day.',
            'After two weeks, look at the calendar and notice what helped on the days you succeeded.',
          ],
          benefits: ['Visible progress that motivates', 'Honest feedback on what is really happening'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 10,
          steps: [
            'Track up to three habits, each defined clearly enough that a tick is unambiguous.',
            'Add a one-word note on missed days explaining what got in the way.',
            'Every Sunday, review the week and change one thing about your environment or plan in response.',
            'Drop tracking for a habit once it has been automatic for a month, to keep the practice light.',
          ],
          benefits: [
            'Reveals the real obstacles behind missed days',
            'Turns setbacks into useful information',
            'Keeps habit change deliberate and measurable',
          ],
        },
      ],
    },
    {
      slug: 'temptation-bundling',
      name: 'Temptation Bundling',
      description:
        'Pairing something you should do with something you love, and only allowing the treat alongside the chore: your favourite podcast only while walking, a beloved series only while folding laundry, a special coffee only at the weekly admin session. The pleasure pulls you toward the task you would otherwise avoid.',
      traditionalRating: 1,
      traditionalEvidence:
        'Named and tested by behavioural economists in the 2010s; it has no older tradition as such.',
      scientificRating: 5,
      scientificEvidence:
        'A field experiment with gym-goers and later larger studies show modest, sometimes short-lived increases in the bundled behaviour.',
      culturalOrigins: ['Behavioural economics'],
      risks: [],
      contraindications: [
        'Avoid bundling with treats that cause harm in larger amounts, such as alcohol or sugary snacks, and be careful with headphones near traffic.',
      ],
      preparationRequirements: [
        'A list of guilty pleasures and a list of tasks you avoid',
        'Willingness to keep the treat only for the bundled task',
      ],
      metaTitle: 'Temptation Bundling: Pair Chores With Pleasures',
      metaDescription:
        'Use temptation bundling to make workouts, chores and admin easier by pairing them with something you enjoy, and only enjoying it then.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 5,
          steps: [
            'Write two lists: things you enjoy but could overindulge in, and tasks you keep avoiding.',
            'Draw a line connecting one pleasure to one task where they could happen together.',
            'Set a simple rule, for example I only listen to my audiobook while walking.',
            'Try the bundle three times this week and notice whether the task feels easier.',
          ],
          benefits: ['Dreaded tasks become more pleasant', 'Less need for raw willpower'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 15,
          steps: [
            'Create two or three bundles covering exercise, chores and admin.',
            'Make the rule harder to break, for example by keeping the special treat physically with the task equipment.',
            'Refresh the treats every few weeks before they lose their appeal.',
            'Review after a month which bundles are working and retire the rest.',
          ],
          benefits: ['Sustained motivation for routine tasks', 'A playful approach to self-discipline'],
        },
      ],
    },
    {
      slug: 'intentional-morning-routine',
      name: 'Intentional Morning Routine',
      description:
        'A short, deliberate sequence of actions for the first part of the day — for example water, light, a few minutes of movement and a moment to set a priority — done before reaching for email or news. A consistent start reduces morning decision-making and lets you begin the day on your own terms rather than reacting.',
      traditionalRating: 6,
      traditionalEvidence:
        'Morning rituals of prayer, washing and planning appear in monastic rules, yogic dinacharya and many religious traditions; the modern routine is a secular descendant.',
      scientificRating: 4,
      scientificEvidence:
        'Individual elements have support, such as morning light for body-clock timing and planning for productivity, but structured morning routines as a whole are little studied.',
      culturalOrigins: [
        'Ayurvedic daily routine (dinacharya)',
        'Monastic rules',
        'Modern productivity culture',
      ],
      risks: [],
      contraindications: [
        'Routines that require very early rising can cut into sleep; keep your wake time consistent rather than earlier, especially if you are a night owl or a shift worker.',
      ],
      preparationRequirements: [
        'A glass of water and anything you need laid out the night before',
        'Your phone charging outside the bedroom if possible',
      ],
      metaTitle: 'How to Build an Intentional Morning Routine',
      metaDescription:
        'Design a simple, realistic morning routine with light, movement and one clear priority, so your day starts calmly instead of in reaction.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 10,
          steps: [
            'Before looking at your phone, drink a glass of water.',
            'Open the curtains or step outside for a minute of daylight.',
            'Stretch or move gently for two to three minutes.',
            'Write down the one thing that would make today feel worthwhile.',
            'Only then check messages and news.',
          ],
          benefits: ['A calmer, more focused start to the day', 'Less reactive phone use in the morning'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 30,
          steps: [
            'Map your current mornings for a week, noting what you actually do and how long it takes.',
            'Design a routine of three to five elements that suit your values, such as movement, reflection, reading and a proper breakfast.',
            'Prepare for it the night before: clothes out, breakfast planned, phone away.',
            'Keep a short version for busy or travel days so the routine never fully breaks.',
            'Review after a month and swap out anything that has become a chore.',
          ],
          benefits: [
            'Steadier energy and mood through the day',
            "Time for priorities before others' demands arrive",
            'A routine resilient enough for real life',
          ],
        },
      ],
    },
    {
      slug: 'workday-shutdown-ritual',
      name: 'Workday Shutdown Ritual',
      description:
        'A short, fixed sequence at the end of the working day: capture unfinished tasks, glance at tomorrow, tidy your desk and mark the end with a phrase or action. Writing down open loops lets the mind stop rehearsing them, and a clear ending helps separate work from rest, which is especially useful for people who work from home.',
      traditionalRating: 2,
      traditionalEvidence:
        "A modern productivity practice, popularised in writing about focused work in the 2010s, echoing older customs of ending a shift or a day's labour.",
      scientificRating: 4,
      scientificEvidence:
        'Studies show that making a plan for unfinished tasks reduces intrusive thoughts about them, and research on psychological detachment links switching off from work to better recovery.',
      culturalOrigins: ['Knowledge-work productivity culture', 'Occupational health research'],
      risks: [],
      contraindications: [
        'If your job involves on-call duties or caring responsibilities, agree clear exceptions so the ritual does not become a source of guilt.',
      ],
      preparationRequirements: ['A to-do list or notebook', 'Five to fifteen minutes before you stop work'],
      metaTitle: 'Workday Shutdown Ritual: Switch Off After Work',
      metaDescription:
        'A simple end-of-day shutdown ritual that captures loose ends, plans tomorrow and helps you stop thinking about work in the evening.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 5,
          steps: [
            'Set a reminder for fifteen minutes before you intend to stop work.',
            'Write every open task or worry on your list so nothing is held only in your head.',
            'Choose the first thing you will do tomorrow and write it at the top.',
            'Close all work tabs and apps.',
            'Mark the end with a simple phrase or action, such as saying done for today or switching off the desk lamp.',
          ],
          benefits: ['Less work rumination in the evening', 'A smoother start the next morning'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 15,
          steps: [
            'Check your inbox one last time for anything truly urgent, and reply or schedule it.',
            'Review your calendar for tomorrow and the next few days.',
            'Update your task list and move each open item to a specific day.',
            'Tidy your workspace so it is ready for tomorrow.',
            'Put work devices out of sight and do a transition activity, such as a short walk or changing clothes.',
          ],
          benefits: [
            'A clear psychological boundary between work and home',
            'Better evening recovery and rest',
            'Fewer forgotten commitments',
          ],
        },
      ],
    },
    {
      slug: 'weekly-review-and-planning',
      name: 'Weekly Review',
      description:
        'Setting aside a regular hour each week to look back and look ahead: clear your inboxes and notes, review what happened, notice what worked, and plan the coming week around your priorities. It turns a blur of busy days into something you steer, and it catches problems while they are still small.',
      traditionalRating: 3,
      traditionalEvidence:
        'Popularised by personal productivity systems from the early 2000s; related to older practices of weekly reflection in religious and military life.',
      scientificRating: 3,
      scientificEvidence:
        'Planning and reflection are supported in organisational and goal-setting research, but the weekly review itself has little direct study.',
      culturalOrigins: ['Personal productivity systems', 'Reflective practice'],
      risks: [],
      contraindications: [
        'Reviewing can turn into self-criticism; if you notice harsh judgement, start with three things that went well before looking at what did not.',
      ],
      preparationRequirements: [
        'An hour at the same time each week',
        'Your calendar, task list and a notebook',
      ],
      metaTitle: 'Weekly Review: Plan Your Week With Intention',
      metaDescription:
        'How to run a weekly review: reflect on the past week, clear loose ends and plan the next around what matters, in under an hour.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 20,
          steps: [
            'Choose a regular slot, such as Friday afternoon or Sunday evening.',
            'Write three things that went well this week and one thing you would do differently.',
            "Look at next week's calendar and note any busy or stressful days.",
            'Choose your top three priorities for the week ahead and block time for them.',
          ],
          benefits: ['A calmer start to the week', 'Regular reflection on what is working'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 60,
          steps: [
            'Collect loose papers, notes and messages and process each one into your task list or bin.',
            'Review the past two weeks of your calendar for follow-ups you have missed.',
            'Go through your projects and write the next concrete action for each.',
            'Check the balance of your week against your values: rest, relationships, health and work.',
            'Plan the coming week, including protected time for rest and people.',
          ],
          benefits: [
            'A trustworthy system that frees mental space',
            'Better balance between life areas',
            'Fewer surprises and dropped commitments',
          ],
        },
      ],
    },
    {
      slug: 'time-blocking-schedule',
      name: 'Time Blocking',
      description:
        'Giving every part of your working day a job by scheduling blocks on your calendar for specific tasks, including deep work, admin, breaks and rest. Instead of reacting to whatever arrives, you decide in advance where your attention goes, and you protect focused time from interruption.',
      traditionalRating: 3,
      traditionalEvidence:
        'Scheduled hours for prayer, work and study go back to monastic timetables; the modern technique comes from productivity writing of recent decades.',
      scientificRating: 3,
      scientificEvidence:
        'Research on planning, task switching and interruptions supports the logic, but time blocking itself has been studied only in small workplace studies.',
      culturalOrigins: ['Monastic horarium', 'Modern productivity culture'],
      risks: [],
      contraindications: [
        'Over-scheduling every minute can increase stress; leave buffer blocks, and treat the plan as a guide that can be redrawn rather than a test to pass.',
      ],
      preparationRequirements: [
        'A paper planner or digital calendar',
        'A list of your tasks for the day or week',
      ],
      metaTitle: 'Time Blocking: Plan Your Day for Deep Focus',
      metaDescription:
        'Learn time blocking: schedule focused work, admin and real breaks into your calendar so your day follows your priorities, not your inbox.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 10,
          steps: [
            'At the start of the day, list what you need to get done.',
            'Block one ninety-minute period for your most important task and protect it.',
            'Group small tasks such as email into one or two short admin blocks.',
            'Add a lunch break and at least one short break in the afternoon.',
            'At the end of the day, note how closely you followed the plan without judging yourself.',
          ],
          benefits: ['More progress on important work', 'Fewer scattered, reactive hours'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 20,
          steps: [
            'Plan blocks for the whole week during your weekly review, starting with rest and relationships.',
            'Match demanding work to the hours when your energy is highest.',
            'When plans change, redraw the remaining blocks instead of abandoning the system.',
            'Share your focus blocks with colleagues so they know when you are unavailable.',
          ],
          benefits: [
            'A week shaped by priorities',
            'Protected time for deep, satisfying work',
            'More honest estimates of how long things take',
          ],
        },
      ],
    },
    {
      slug: 'pomodoro-focus-intervals',
      name: 'Pomodoro Focus Intervals',
      description:
        'Working in short, timed sprints — traditionally twenty-five minutes — followed by a five-minute break, with a longer break after four rounds. A ticking timer makes it easier to start a daunting task, keeps distractions at bay for a manageable stretch and builds in regular pauses to stand, stretch and rest your eyes.',
      traditionalRating: 2,
      traditionalEvidence:
        'Created by an Italian university student in the late 1980s using a tomato-shaped kitchen timer, and since spread worldwide.',
      scientificRating: 4,
      scientificEvidence:
        'A few small studies suggest structured breaks reduce fatigue and help sustain focus compared with self-paced work; the method is not heavily researched.',
      culturalOrigins: ['Italian study technique', 'Productivity culture'],
      risks: [],
      contraindications: [
        'Some people, including many with ADHD, find fixed intervals break their focus; adjust the length to suit you, or use the timer only to get started.',
      ],
      preparationRequirements: ['A timer, kitchen or app', 'One clear task to work on'],
      metaTitle: 'Pomodoro Technique: Focus in 25-Minute Sprints',
      metaDescription:
        'How to use the Pomodoro Technique: timed focus sprints with regular breaks that beat procrastination, fight fatigue and protect your attention.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 30,
          steps: [
            'Choose one task and write it down.',
            'Silence notifications and set a timer for twenty-five minutes.',
            'Work only on that task until the timer rings; if a distraction pops up, jot it on paper and return.',
            'Take a five-minute break away from your screen: stand, stretch or look out of a window.',
          ],
          benefits: ['Easier starts on daunting tasks', 'Regular breaks that prevent fatigue'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 120,
          steps: [
            'Plan how many focus rounds each task needs at the start of the day.',
            'Complete four rounds with five-minute breaks, then take a longer break of twenty to thirty minutes.',
            'Use breaks for movement, water or fresh air, not for scrolling.',
            'At the end of the day, compare planned and actual rounds to improve your estimates.',
            'Experiment with interval length, such as fifty minutes of work and ten of rest, to find your own rhythm.',
          ],
          benefits: [
            'Sustained focus over a long working session',
            'More realistic planning',
            'Less sitting thanks to built-in movement breaks',
          ],
        },
      ],
    },
    {
      slug: 'screen-time-audit',
      name: 'Screen Time Audit',
      description:
        'Looking honestly at how much time you spend on your phone and which apps take it, then deciding on purpose what to keep, limit or remove. Most people underestimate their use considerably. An audit replaces vague guilt with clear information and a few targeted changes, such as app limits or a phone-free bedroom.',
      traditionalRating: 1,
      traditionalEvidence:
        'A recent practice that emerged with smartphones and built-in usage dashboards in the 2010s.',
      scientificRating: 5,
      scientificEvidence:
        'Randomised trials of reducing social media or smartphone use show small to moderate improvements in wellbeing, anxiety or sleep for some people, though results are mixed.',
      culturalOrigins: ['Digital wellbeing movement'],
      risks: [],
      contraindications: [
        'If your phone is your main link to friends, support services or medical monitoring, limit the distracting apps rather than the device, and keep those lifelines open.',
      ],
      preparationRequirements: [
        "Your phone's built-in screen-time or digital wellbeing settings",
        'Twenty minutes to review and reflect',
      ],
      metaTitle: 'Screen Time Audit: Take Back Your Phone Habits',
      metaDescription:
        'Run a screen time audit to see where your phone hours really go, then set limits that match your values, with steps for a phone-free bedroom.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 15,
          steps: [
            "Open your phone's screen-time dashboard and note your daily average and your top five apps.",
            'For each of the five, write whether it leaves you better, worse or the same afterwards.',
            'Set a daily limit on the one app that leaves you feeling worst.',
            'Move that app off your home screen into a folder.',
            'Check the dashboard again in a week and notice any change.',
          ],
          benefits: ['Clear facts instead of vague guilt', 'An immediate, targeted change'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 30,
          steps: [
            'Write down what you want your phone to do for you, such as calls, navigation and music.',
            'Delete or log out of apps that do not serve those purposes, keeping the web version if needed.',
            'Set phone-free zones and times, such as meals, the bedroom and the first half-hour of the day.',
            'Switch your display to greyscale in the evening to make it less compelling.',
            'Review your usage monthly and adjust limits as your habits change.',
          ],
          benefits: [
            'More attention for people and priorities',
            'Often better sleep when the bedroom is phone-free',
            'A deliberate relationship with technology',
          ],
        },
      ],
    },
    {
      slug: 'notification-detox',
      name: 'Notification Detox',
      description:
        'Turning off every phone and computer notification that is not from a person who needs you now. Each buzz pulls attention away and it takes time to return, so constant alerts keep the mind on edge. Checking messages in batches, at times you choose, restores long stretches of undisturbed focus and calm.',
      traditionalRating: 1,
      traditionalEvidence:
        'A modern digital-hygiene practice that emerged with push notifications in the late 2000s.',
      scientificRating: 5,
      scientificEvidence:
        'Field experiments show that batching notifications or checking email less often lowers stress and improves focus for many people; effects vary by person and job.',
      culturalOrigins: ['Digital wellbeing movement', 'Attention research'],
      risks: [],
      contraindications: [
        'Keep alerts on for anything safety-critical, such as medical devices, caring duties or on-call work, and tell people who rely on you how to reach you urgently.',
      ],
      preparationRequirements: ["Your phone's notification settings", 'Ten minutes to go through your apps'],
      metaTitle: 'Notification Detox: Reclaim Your Focus and Calm',
      metaDescription:
        'How to do a notification detox: switch off non-essential alerts, batch your messages and protect your attention without missing what matters.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 10,
          steps: [
            'Open your notification settings and list the apps allowed to alert you.',
            'Turn off notifications for social media, news, shopping and games.',
            'Keep calls and messages from people, and anything safety-critical.',
            'Remove red badge counts from app icons where you can.',
            'Notice over the next few days how often you reach for the phone out of habit.',
          ],
          benefits: ['Fewer interruptions through the day', 'A calmer, less jumpy mind'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 20,
          steps: [
            'Set up focus modes that allow only favourite contacts during work and evenings.',
            'Choose two or three set times a day to check email and messages, and close them in between.',
            'Schedule any group chats for a daily summary instead of instant alerts.',
            'Tell colleagues and friends how and when you respond, and how to reach you in an emergency.',
          ],
          benefits: [
            'Long stretches of uninterrupted focus',
            'Lower background stress',
            'Communication on your own terms',
          ],
        },
      ],
    },
    {
      slug: 'digital-sabbath',
      name: 'Digital Sabbath',
      description:
        'A regular period — an evening, a full day each week or a weekend a month — spent without screens. It borrows the ancient rhythm of a weekly day of rest and applies it to constant connectivity. The time freed up goes to people, nature, reading, rest and play, and many people find the return to screens more intentional afterwards.',
      traditionalRating: 8,
      traditionalEvidence:
        'Rooted in the Jewish Shabbat and Christian Sabbath, weekly rest days practised for thousands of years; the digital form emerged in the 2000s.',
      scientificRating: 3,
      scientificEvidence:
        'Small studies of short digital breaks show mixed but often positive effects on mood and connection; weekly tech-free days specifically are barely researched.',
      culturalOrigins: ['Jewish Shabbat', 'Christian Sabbath', 'Digital wellbeing movement'],
      risks: [],
      contraindications: [
        'Keep a way to be reached in emergencies if you care for others or have health needs, such as a basic phone or a landline.',
        'Feeling restless or anxious without a phone is common at first; plan activities in advance so the time does not feel empty.',
      ],
      preparationRequirements: [
        'A chosen time window and people told in advance',
        'A plan for the time: books, walks, games, meals with others',
        'Paper maps, directions or tickets printed if needed',
      ],
      metaTitle: 'Digital Sabbath: A Weekly Break From Screens',
      metaDescription:
        'How to take a digital Sabbath, a regular screen-free day or evening inspired by the ancient day of rest, with tips to make it work.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 180,
          steps: [
            'Choose one evening this week for a screen-free block of about three hours.',
            'Let people know when you will be offline and how to reach you in an emergency.',
            'Put your phone and laptop in a drawer or another room.',
            'Fill the time with something enjoyable: cooking, a board game, a walk or a book.',
            'Afterwards, jot down how the evening felt compared with a usual one.',
          ],
          benefits: ['A taste of undistracted time', 'More presence with the people around you'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 240,
          steps: [
            'Choose a full day each week, for example from Friday sunset to Saturday sunset or all of Sunday.',
            'Prepare the evening before: charge devices, print anything you need and switch on auto-replies.',
            'Begin with a small ritual, such as lighting a candle or a shared meal, to mark the start.',
            'Spend the day on rest, relationships, nature and play.',
            'End with a ritual as well, and notice how you choose to re-engage with your devices.',
          ],
          benefits: [
            'A restful weekly rhythm',
            'Deeper relationships and more time outdoors',
            'A more intentional relationship with technology',
          ],
        },
      ],
    },
    {
      slug: 'exercise-movement-snacks',
      name: 'Movement Snacks',
      description:
        'Short bursts of movement, from one to a few minutes, scattered through the day: a brisk stair climb, a set of squats while the kettle boils, a fast walk around the block. For people who sit a lot, these snacks break up long sitting spells, and brief vigorous bouts add up to meaningful fitness without finding time for a full workout.',
      traditionalRating: 2,
      traditionalEvidence:
        'A modern public-health and exercise-science idea developed over the past two decades.',
      scientificRating: 6,
      scientificEvidence:
        'Controlled trials show breaking up sitting improves blood sugar control, and small trials of brief vigorous bouts improve fitness; large observational studies link short daily bursts of activity to lower mortality.',
      culturalOrigins: ['Exercise science', 'Public health'],
      risks: ['intense_movement'],
      contraindications: [
        'If you have heart disease, chest pain on exertion or uncontrolled high blood pressure, check with your doctor before vigorous bursts and keep to brisk, not breathless, effort.',
        'During pregnancy, choose moderate snacks such as walking and avoid anything your midwife or doctor advises against.',
        'With knee, hip or back problems, or osteoporosis, avoid jumping and deep squats and choose low-impact moves.',
        'Stop if you feel dizzy, faint, unusually breathless or have chest, jaw or arm pain, and seek medical advice.',
      ],
      preparationRequirements: [
        'Comfortable shoes and a set of stairs, hallway or clear floor',
        'Reminders on your phone or watch, or habit stacks linked to daily routines',
      ],
      metaTitle: 'Movement Snacks: Quick Bursts of Exercise Daily',
      metaDescription:
        'Fit exercise into a busy day with movement snacks, one- to five-minute bursts that break up sitting and build fitness, with safety tips.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 2,
          steps: [
            'Set a reminder to move every forty-five to sixty minutes while you sit.',
            'When it goes off, stand up and do one minute of easy movement: march on the spot, walk to the kitchen or do ten sit-to-stands from your chair.',
            'Keep the effort at a level where you could still talk.',
            'Aim for five or six snacks through the day.',
          ],
          benefits: ['Breaks up long periods of sitting', 'A quick lift in energy and alertness'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 3,
          steps: [
            'Choose a brisk movement you can do anywhere: climbing two or three flights of stairs, bodyweight squats or a fast walk.',
            'Do it hard enough that speaking becomes difficult for one to two minutes.',
            'Recover by walking easily until your breathing settles.',
            'Repeat two or three times through the day, such as before breakfast, after lunch and before dinner.',
          ],
          benefits: [
            'Measurable gains in fitness from tiny doses',
            'Better blood sugar control after meals',
            'Exercise that fits any schedule',
          ],
        },
      ],
    },
    {
      slug: 'daily-step-count-walking',
      name: 'Daily Step Goal',
      description:
        'Walking more in everyday life and using a simple step count to keep track. Walking is the most accessible form of exercise, and building it into routines — walking to the shops, taking calls on foot, getting off the bus a stop early — adds up. A personal target slightly above your current average is more useful than a fixed number.',
      traditionalRating: 4,
      traditionalEvidence:
        'Walking as daily health practice is ancient; the step goal itself grew from pedometer campaigns in Japan in the 1960s.',
      scientificRating: 8,
      scientificEvidence:
        'Large observational studies and meta-analyses link higher daily steps to lower risk of death and heart disease, with benefits rising up to roughly seven to ten thousand steps; trials show step counters increase walking.',
      culturalOrigins: ['Japanese pedometer culture', 'Public health'],
      risks: [],
      contraindications: [
        'If you have heart or lung disease, joint problems or diabetic foot complications, increase steps gradually and check with your clinician about a safe target.',
        'If numbers make you anxious or compulsive, walk by time or routine rather than counting.',
      ],
      preparationRequirements: [
        'Comfortable, supportive shoes',
        'A phone or wearable that counts steps, or a cheap pedometer',
      ],
      metaTitle: 'Daily Step Goal: Walk More, Live Healthier',
      metaDescription:
        'How to set and reach a realistic daily step goal, with easy ways to weave walking into your day and what the research says about steps.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 20,
          steps: [
            'Wear your step counter for a normal week and note your daily average.',
            'Set a target of about one thousand steps a day above that average.',
            'Find two everyday moments to add walking, such as a walk after lunch or taking the stairs.',
            'Check your count in the early evening and top up with a short stroll if needed.',
          ],
          benefits: ['An achievable, steadily rising goal', 'Better energy and mood'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 45,
          steps: [
            'Raise your target by about a thousand steps every two weeks until you reach a level that suits your health and schedule.',
            'Include one brisk walk a day where you can talk but not sing.',
            'Build walking into social life: walking meetings, catching up with friends on foot.',
            'Aim for a consistent weekly total rather than a perfect daily number.',
          ],
          benefits: [
            'Meaningful long-term health gains',
            'Walking woven into daily life',
            'Improved stamina and fitness',
          ],
        },
      ],
    },
    {
      slug: 'mindful-eating-at-meals',
      name: 'Mindful Eating',
      description:
        'Eating with full attention: sitting down, putting screens away, noticing colour, smell, texture and taste, and tuning in to hunger and fullness. Slowing down helps you enjoy food more and notice when you have had enough. It is a way of relating to food, not a diet, and it can soften automatic or emotional eating.',
      traditionalRating: 7,
      traditionalEvidence:
        'Draws on Buddhist mindful eating and monastic meal practices, and on the grace and gratitude rituals of many traditions.',
      scientificRating: 5,
      scientificEvidence:
        'Randomised trials and reviews show mindful-eating programmes reduce binge and emotional eating; effects on weight are small and inconsistent.',
      culturalOrigins: ['Buddhist monastic practice', 'Mindfulness-based programmes'],
      risks: [],
      contraindications: [
        'If you have or have had an eating disorder, close attention to food and fullness can be triggering; practise only as part of treatment with your care team.',
      ],
      preparationRequirements: [
        'A meal or snack',
        'A table without screens',
        'Fifteen to twenty unhurried minutes',
      ],
      metaTitle: 'Mindful Eating: Enjoy Food and Notice Fullness',
      metaDescription:
        'Learn mindful eating step by step: slow down, savour each bite and tune in to hunger and fullness to ease emotional and distracted eating.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 10,
          steps: [
            'Take a small piece of food, such as a raisin or a square of chocolate.',
            'Look at it closely, smell it and notice any anticipation in your mouth.',
            'Place it on your tongue and wait a few seconds before chewing.',
            'Chew slowly, noticing how the taste and texture change, then swallow and notice the aftertaste.',
            'Reflect briefly on how this differed from your usual way of eating.',
          ],
          benefits: [
            'More enjoyment from small amounts',
            'A direct experience of eating on autopilot versus with attention',
          ],
        },
        {
          level: 'Intermediate',
          durationMinutes: 20,
          steps: [
            'Choose one meal a day to eat without screens, sitting at a table.',
            'Before eating, rate your hunger from one to ten.',
            'Take the first few bites slowly, putting your cutlery down between mouthfuls.',
            'Halfway through, pause and rate your hunger again.',
            'Stop when you are comfortably satisfied, and notice any urge to keep eating for other reasons, such as stress or boredom.',
          ],
          benefits: [
            'Better awareness of hunger and fullness cues',
            'Less emotional and distracted eating',
            'Meals that feel more satisfying',
          ],
        },
      ],
    },
    {
      slug: 'time-restricted-eating',
      name: 'Time-Restricted Eating',
      description:
        'Eating all your meals within a consistent daily window, such as eight to ten hours, and having only water or plain tea or coffee outside it. An earlier window that ends a few hours before bed aligns eating with the body clock. It is a form of intermittent fasting that many people find simpler than counting calories.',
      traditionalRating: 5,
      traditionalEvidence:
        'Echoes religious fasting customs such as Ramadan daytime fasts and monastic rules of eating before evening; the modern form emerged in the 2010s from circadian research.',
      scientificRating: 6,
      scientificEvidence:
        'Randomised trials show modest weight loss and some metabolic improvements, often similar to ordinary calorie reduction; long-term evidence is still limited.',
      culturalOrigins: ['Religious fasting traditions', 'Circadian biology research'],
      risks: ['fasting'],
      contraindications: [
        'Do not try this without medical guidance if you have diabetes treated with insulin or other glucose-lowering drugs, because of the risk of low blood sugar.',
        'Avoid it if you have or have had an eating disorder, are underweight, or are pregnant or breastfeeding.',
        'Not suitable for children and teenagers, and older adults at risk of frailty should talk to a clinician first.',
        'Check with your doctor if you take medicines that must be taken with food.',
        'Stop and eat if you feel dizzy, faint, shaky or unwell, and consult a clinician before trying again.',
      ],
      preparationRequirements: [
        'A discussion with your clinician if you have any health condition or take regular medication',
        'A chosen eating window that suits your work and family life',
        'Nourishing meals planned for the eating window',
      ],
      metaTitle: 'Time-Restricted Eating: A Safe Beginner Guide',
      metaDescription:
        'How to try time-restricted eating safely: choose a daily eating window, who should avoid it, and what the research really shows.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 5,
          steps: [
            'Note when you usually have your first and last food or caloric drink each day for a week.',
            'Set a twelve-hour eating window, for example eight in the morning to eight in the evening, and stop late-night snacking.',
            'Drink water freely, and plain tea or coffee outside the window if you like.',
            'Eat balanced meals inside the window rather than trying to eat less.',
            'Keep this up for two weeks and notice your sleep, energy and hunger.',
          ],
          benefits: ['An end to late-night grazing', 'Eating aligned with your daily rhythm'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 5,
          steps: [
            'If the twelve-hour window feels comfortable, shorten it gradually to ten hours over a couple of weeks.',
            'Favour an earlier window, finishing eating two to three hours before bed.',
            'Keep the window consistent on most days, allowing flexibility for social meals.',
            'Make sure you still eat enough protein, vegetables and fibre in fewer meals.',
            'Review after a month and return to a longer window if you feel irritable, preoccupied with food or low in energy.',
          ],
          benefits: [
            'Possible modest improvements in weight and metabolic markers',
            'Simpler structure around meals',
            'Often better sleep with an earlier last meal',
          ],
        },
      ],
    },
    {
      slug: 'hara-hachi-bu-eating',
      name: 'Hara Hachi Bu (Eating to 80 Percent Full)',
      description:
        'An Okinawan habit of stopping eating when you feel about eighty percent full, rather than completely full. Because fullness signals lag behind eating, pausing early lets the body catch up. The practice encourages slower meals, smaller plates and attention to how you feel, and it is associated with the traditional diet of a famously long-lived population.',
      traditionalRating: 7,
      traditionalEvidence:
        'A saying passed down in Okinawa and echoing Confucian teaching on moderation; practised for generations as everyday wisdom.',
      scientificRating: 3,
      scientificEvidence:
        'Observational studies of Okinawan elders and Japanese adults link eating until not quite full with lower weight gain; there are few direct trials.',
      culturalOrigins: ['Okinawan tradition', 'Confucian moderation'],
      risks: [],
      contraindications: [
        'Not suitable if you have or have had an eating disorder, are underweight, pregnant, recovering from illness or at risk of malnutrition in older age.',
        'Children and teenagers should eat to their appetite without deliberate restriction.',
      ],
      preparationRequirements: ['A smaller plate or bowl', 'Meals eaten sitting down and without rushing'],
      metaTitle: 'Hara Hachi Bu: The Okinawan Habit of Eating to 80%',
      metaDescription:
        'Learn hara hachi bu, the Okinawan practice of eating until about 80 percent full: how to recognise the point and who should not try it.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 20,
          steps: [
            'Serve your meal on a slightly smaller plate than usual.',
            'Eat slowly, putting your fork down between bites.',
            'Partway through, pause and ask: am I still hungry, or just not yet full?',
            'When you feel satisfied but could eat a little more, stop and set the rest aside for later.',
            'Notice how you feel twenty minutes after the meal.',
          ],
          benefits: ['Less post-meal heaviness and sleepiness', 'Better awareness of real hunger'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 30,
          steps: [
            'Practise at most meals for a month, including meals out.',
            'Learn your personal cues for the eighty percent point, such as a first sigh or food tasting slightly less interesting.',
            'Serve food from the kitchen rather than the table to avoid automatic second helpings.',
            'Keep the emphasis on listening to your body, not on restriction or rules.',
          ],
          benefits: [
            'A sustainable, non-diet approach to moderation',
            'More comfortable digestion',
            'A calmer relationship with food',
          ],
        },
      ],
    },
    {
      slug: 'shared-family-meal-ritual',
      name: 'Shared Meal Ritual',
      description:
        'Sitting down regularly to eat with family, housemates or friends, without screens, with a simple ritual to start such as a moment of thanks or each person sharing a highlight of the day. Shared meals are one of the most reliable ways people stay connected, and the ritual makes them feel like something more than refuelling.',
      traditionalRating: 9,
      traditionalEvidence:
        'Communal meals are central to family and religious life in nearly every culture, from sabbath dinners to festival feasts and daily family tables.',
      scientificRating: 5,
      scientificEvidence:
        'Observational studies link regular family meals to better diet quality and wellbeing in children and adults, though it is hard to separate cause from other family factors.',
      culturalOrigins: ['Family traditions worldwide', 'Religious table fellowship'],
      risks: [],
      contraindications: [
        "For people with eating disorders or food anxieties, shared meals can be stressful; keep conversation away from food, weight and bodies, and follow the care team's advice.",
      ],
      preparationRequirements: [
        'A regular time when most of the household can be present',
        'A simple meal, even a shared takeaway',
        'A basket or shelf where phones are left',
      ],
      metaTitle: 'Shared Meal Ritual: Reconnect Around the Table',
      metaDescription:
        'Make regular shared meals a ritual of connection: screen-free tables, simple openings and conversation prompts for families and friends.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 30,
          steps: [
            'Choose one meal this week that everyone can share.',
            'Ask everyone to put phones in a basket away from the table.',
            'Begin with a short ritual, such as a moment of thanks or everyone naming one good thing from their day.',
            'Keep conversation light and curious, asking open questions.',
            'Share the clearing up so the meal ends together too.',
          ],
          benefits: ['Real conversation in a busy week', 'A sense of belonging and routine'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 45,
          steps: [
            'Make shared meals a regular fixture, three or more times a week where possible.',
            'Involve everyone in planning and cooking, including children.',
            'Rotate who chooses the opening ritual or conversation question.',
            'Invite a friend, neighbour or relative once a month to widen the circle.',
          ],
          benefits: [
            'Stronger family and household bonds',
            'Healthier eating patterns',
            'A reliable space to check in with one another',
          ],
        },
      ],
    },
    {
      slug: 'weekly-connection-check-ins',
      name: 'Weekly Connection Check-Ins',
      description:
        'Deliberately reaching out each week to people who matter to you — a call to a parent, a voice note to an old friend, a walk with a neighbour — rather than waiting until there is time. Relationships fade without small, regular contact, and a simple weekly habit keeps them warm. It is one of the most practical defences against loneliness.',
      traditionalRating: 5,
      traditionalEvidence:
        'Visiting and keeping in touch with kin and neighbours has always been part of community life; the scheduled check-in is a modern adaptation for busy, dispersed lives.',
      scientificRating: 6,
      scientificEvidence:
        'Large long-term studies and meta-analyses link strong social ties to longer life and better health; trials of brief regular phone contact show reduced loneliness.',
      culturalOrigins: ['Community and kinship traditions', 'Public health research on loneliness'],
      risks: [],
      contraindications: [
        'Reaching out to someone who has been harmful can reopen hurt; focus on relationships that feel safe, and seek support for difficult family contact.',
        'If reaching out feels hard because of low mood or social anxiety, start with a text rather than a call, and consider talking to a professional.',
      ],
      preparationRequirements: [
        'A short list of people you want to stay close to',
        'Fifteen minutes set aside each week',
      ],
      metaTitle: 'Weekly Connection Check-Ins to Beat Loneliness',
      metaDescription:
        'A simple weekly habit of reaching out to friends and family, with tips to make contact easy, warm and regular, to ease loneliness.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 15,
          steps: [
            'Write down five people you would like to feel closer to.',
            'Pick a regular slot each week, such as Sunday afternoon.',
            'In that slot, contact one person with a call, message or voice note; a simple thinking of you is enough.',
            'Ask one genuine question about their life and listen to the answer.',
            'Tick them off and choose someone else next week.',
          ],
          benefits: ['Relationships kept warm with little effort', 'Less loneliness and more belonging'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 60,
          steps: [
            'Arrange a regular in-person meet-up with one or two close people, such as a monthly walk or coffee.',
            'Keep a note of important dates and news in their lives and follow up.',
            'Share something real about your own life, not only the highlights.',
            'Reach out to one person you have lost touch with each month.',
          ],
          benefits: [
            'Deeper, more reciprocal friendships',
            'A wider support network for hard times',
            'Long-term benefits for health and wellbeing',
          ],
        },
      ],
    },
    {
      slug: 'regular-volunteering',
      name: 'Regular Volunteering',
      description:
        'Giving a few hours of your time regularly to a cause or community you care about: a food bank, a tutoring programme, a garden project, a befriending scheme. Volunteering brings purpose, new relationships and a change of perspective, and regular commitment tends to matter more than the amount of time.',
      traditionalRating: 8,
      traditionalEvidence:
        'Service to others is a core teaching in nearly every religious and ethical tradition, from seva and zakat to Christian charity and mutual aid.',
      scientificRating: 6,
      scientificEvidence:
        'Long-term observational studies link regular volunteering to better wellbeing and lower mortality, especially in older adults; randomised trials are fewer and show smaller effects.',
      culturalOrigins: ['Religious service traditions', 'Community mutual aid'],
      risks: [],
      contraindications: [
        'Taking on too much can lead to burnout, especially in emotionally demanding roles; start small and agree clear limits with the organisation.',
        'If you are grieving or struggling yourself, roles close to your own pain may be draining; choose something lighter for now.',
      ],
      preparationRequirements: [
        'A cause you care about and a local organisation',
        'A regular slot, even an hour or two a month',
      ],
      metaTitle: 'Regular Volunteering for Purpose and Wellbeing',
      metaDescription:
        'How regular volunteering boosts purpose, connection and wellbeing, and how to find a role that fits your time, skills and values.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 120,
          steps: [
            'Write down two or three causes that matter to you.',
            'Find a local organisation that offers one-off or short volunteering shifts.',
            'Sign up for a single shift and go with curiosity.',
            'Afterwards, note how you felt and what you enjoyed or found hard.',
          ],
          benefits: ['A sense of purpose and contribution', 'Meeting new people in a shared task'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 180,
          steps: [
            'Commit to a regular role, weekly or monthly, for at least six months.',
            'Choose a role that uses your skills or lets you learn new ones.',
            'Get to know the people you volunteer with and those you serve.',
            'Reflect every few months on the meaning you draw from it and adjust the role if needed.',
          ],
          benefits: [
            'Lasting friendships and community ties',
            'Greater life satisfaction and meaning',
            'New skills and confidence',
          ],
        },
      ],
    },
    {
      slug: 'alcohol-free-reset',
      name: 'Alcohol-Free Reset',
      description:
        'Taking a planned break from alcohol, often for a month, to notice how it affects your sleep, mood, energy and social life, and to reset habits that have crept up. Many people sleep better and feel clearer within weeks, and the break often leads to more mindful drinking afterwards. Planning alternatives for social occasions is key.',
      traditionalRating: 5,
      traditionalEvidence:
        'Temperance and seasonal abstinence, such as Lenten fasts, have long traditions; the organised alcohol-free month is a public-health campaign from the 2010s.',
      scientificRating: 5,
      scientificEvidence:
        'Observational studies of participants in alcohol-free months report better sleep, energy and lower drinking months later; small trials show improved liver and metabolic markers.',
      culturalOrigins: ['Temperance traditions', 'Public health campaigns'],
      risks: [],
      contraindications: [
        'If you drink heavily every day or get shaky, sweaty or anxious when you stop, do not stop suddenly: alcohol withdrawal can cause seizures, so speak to a doctor first.',
        'If you cannot stay alcohol-free despite wanting to, that is a sign to seek professional support rather than a personal failing.',
      ],
      preparationRequirements: [
        'A start and end date marked in your calendar',
        'Alcohol-free drinks you enjoy',
        'A plan for social events and a supportive friend',
      ],
      metaTitle: 'Alcohol-Free Reset: A Month Off Drinking',
      metaDescription:
        'Plan an alcohol-free month to reset your habits: what to expect, how to handle social events, and when to get medical advice before stopping.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 10,
          steps: [
            'Choose a period of two to four weeks and mark it in your calendar.',
            'Remove alcohol from the house and stock drinks you enjoy instead.',
            'Tell a friend or partner, and ask them to support you.',
            'Each evening, jot down your sleep, mood and energy in a few words.',
            'At the end, look back at your notes and decide how you want to drink from now on.',
          ],
          benefits: ['Clearer picture of how alcohol affects you', 'Often better sleep and energy'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 15,
          steps: [
            'Identify your usual drinking triggers, such as stress after work, celebrations or boredom.',
            'Plan an alternative for each trigger, for example a walk, a bath or a special alcohol-free drink.',
            'Prepare a simple answer for social situations, such as I am doing a month off.',
            'After the break, set clear personal limits, such as alcohol-free weekdays, and review them monthly.',
          ],
          benefits: [
            'Healthier, more intentional drinking habits',
            'New ways to handle stress and celebrate',
            'Confidence in social settings without alcohol',
          ],
        },
      ],
    },
  ],
};
