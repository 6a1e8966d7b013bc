import type { PracticeCategoryContent } from './schema';

export const category: PracticeCategoryContent = {
  slug: 'cognitive-psychological',
  name: 'Cognitive & Psychological',
  description:
    'Practical exercises from cognitive behavioural therapy, acceptance and commitment therapy and positive psychology that you can use on your own: catching and testing unhelpful thoughts, stepping back from them, acting on what matters, and deliberately growing gratitude, hope and strength. Structured, learnable, and among the best-researched practices in the library.',
  iconName: 'Brain',
  sortOrder: 3,
  practices: [
    {
      slug: 'cbt-thought-record',
      name: 'CBT Thought Record',
      description:
        'A written worksheet for slowing down a moment that upset you: what happened, what went through your mind, what you felt, and what the evidence really says. Seeing a thought on paper turns it from a fact into a hypothesis you can test, and over a few weeks it trains you to catch and rebalance automatic thinking as it happens.',
      traditionalRating: 4,
      traditionalEvidence:
        'A core tool of cognitive therapy since clinicians developed it in the 1960s and 1970s; used in CBT clinics worldwide for over half a century.',
      scientificRating: 7,
      scientificEvidence:
        'CBT is supported by many meta-analyses for depression and anxiety; thought records are a central component, though few studies test them on their own.',
      culturalOrigins: ['Cognitive behavioural therapy', 'Modern clinical psychology'],
      contraindications: [
        'In severe depression or crisis, filling in records alone can feel like one more task to fail at; work through them with a therapist or GP instead.',
        'Writing about a traumatic event can bring back vivid distress; if it does, stop, ground yourself, and look for trauma-informed support.',
      ],
      preparationRequirements: [
        'A notebook, printed worksheet or notes app',
        'Ten to twenty quiet minutes, ideally soon after an upsetting moment',
      ],
      metaTitle: 'CBT Thought Record: A Step-by-Step Guide to Balanced Thinking',
      metaDescription:
        'Learn to fill in a CBT thought record: capture the situation, hot thought and feelings, weigh the evidence, and write a fairer, more balanced alternative.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 10,
          steps: [
            'Pick one recent moment when your mood dropped sharply, and describe the situation in a single factual line: where you were, who was there, what happened.',
            'Write down the emotions you felt, and rate the strength of each from 0 to 100.',
            'Write down the thoughts that were running through your mind at that moment, word for word if you can, including any images or memories.',
            'Circle the thought that carries the most emotional charge; this is your hot thought.',
            'Read back what you wrote and notice the link between that thought and the feeling, without trying to change anything yet.',
          ],
          benefits: [
            'Shows how specific thoughts drive specific feelings',
            'Builds the habit of noticing automatic thoughts',
          ],
        },
        {
          level: 'Intermediate',
          durationMinutes: 15,
          steps: [
            'Fill in the situation, emotions and automatic thoughts as before, and rate how strongly you believe the hot thought from 0 to 100.',
            'List the facts that support the hot thought, keeping to what a camera would have recorded rather than interpretations.',
            'List the facts that do not fit the hot thought, including times things went differently and anything you have been discounting.',
            'Ask yourself what you would say to a good friend who had this thought in the same situation, and write it down.',
            'Write a balanced alternative thought that takes in all of the evidence, rather than a cheerful slogan.',
            'Re-rate your belief in the original thought and the intensity of each emotion, and note any shift, however small.',
          ],
          benefits: [
            'Loosens the grip of all-or-nothing conclusions',
            'Often takes the edge off anxiety or low mood',
            'Leaves a written record of your patterns over time',
          ],
        },
        {
          level: 'Advanced',
          durationMinutes: 10,
          steps: [
            'Carry a pocket version of the record and fill it in within an hour of noticing a mood shift, rather than at the end of the day.',
            'Once a week, read through all your records and highlight the thoughts and themes that repeat.',
            'Name each recurring pattern, such as expecting rejection or needing to be perfect, and note the situations that set it off.',
            'Choose one pattern and write a short, believable counter-statement you can recall in the moment.',
            'Practise catching the hot thought and answering it in your head, using the paper record only when emotion runs high.',
          ],
          benefits: [
            'Moves the skill from paper into daily life',
            'Reveals the deeper beliefs behind recurring upsets',
          ],
        },
      ],
    },
    {
      slug: 'thinking-traps-spotting',
      name: 'Spotting Thinking Traps',
      description:
        'Learning the common cognitive distortions, such as catastrophising, mind reading, all-or-nothing thinking and should statements, and practising naming them when they show up. A name creates a little distance: "there goes fortune telling again" is easier to question than a prediction that feels like plain truth.',
      traditionalRating: 4,
      traditionalEvidence:
        'Lists of cognitive distortions come from the early cognitive therapy literature and were popularised in self-help books from the 1980s onward.',
      scientificRating: 6,
      scientificEvidence:
        'Distortion labelling is part of well-supported CBT packages and self-help programmes; its specific contribution has been studied only in smaller trials.',
      culturalOrigins: ['Cognitive behavioural therapy', 'Self-help bibliotherapy'],
      contraindications: [
        'Labelling can turn into self-criticism ("I am always distorting"); if it does, soften the tone and treat traps as habits every human mind has.',
        'Some worrying thoughts are accurate warnings, for example about an abusive relationship; do not label real danger away, and seek support.',
      ],
      preparationRequirements: [
        'A printed or saved list of the common thinking traps',
        'A small notebook or notes app for tallies',
      ],
      metaTitle: 'Spotting Thinking Traps: Recognise Cognitive Distortions',
      metaDescription:
        'Learn the common thinking traps, from catastrophising to mind reading, and practise naming them so anxious or low thoughts lose some of their pull.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 10,
          steps: [
            'Read through a list of common thinking traps and pick the three that sound most like you.',
            'For each of the three, write one recent example from your own life in a single sentence.',
            'Give each trap a friendly nickname you will remember, such as "the fortune teller" or "the judge".',
            'Over the next day, whenever you notice a dip in mood, ask which of your three traps, if any, was active.',
          ],
          benefits: [
            'Makes unhelpful thinking patterns easier to notice',
            'Creates distance from thoughts without fighting them',
          ],
        },
        {
          level: 'Intermediate',
          durationMinutes: 10,
          steps: [
            'Keep a simple tally for one week, marking each time you catch a thinking trap and which one it was.',
            'At the end of each day, choose one caught thought and write a more accurate version beside it.',
            'Notice which situations or times of day bring out particular traps, such as mind reading in meetings.',
            'At the end of the week, review your tallies and pick one trap to focus on next week.',
            'Practise a short in-the-moment phrase, such as "that is catastrophising, what is most likely?", for that trap.',
          ],
          benefits: [
            'Shows which situations set off your habits of mind',
            'Builds quick, in-the-moment self-correction',
            'Often reduces rumination over time',
          ],
        },
      ],
    },
    {
      slug: 'socratic-questioning-for-thoughts',
      name: 'Socratic Questioning',
      description:
        'A set of curious, open questions you ask about a troubling thought instead of simply accepting or arguing with it: what is the evidence, is there another explanation, what would I tell a friend, what is the effect of believing this? The aim is not to prove the thought wrong but to look at it from every side and reach your own fairer conclusion.',
      traditionalRating: 6,
      traditionalEvidence:
        'Draws on the questioning method of classical Greek philosophy, adapted as guided discovery in cognitive therapy over the last sixty years.',
      scientificRating: 6,
      scientificEvidence:
        'Process studies of CBT link therapist Socratic questioning to greater symptom improvement; self-guided use is less studied.',
      culturalOrigins: ['Classical Greek philosophy', 'Cognitive behavioural therapy'],
      contraindications: [
        'When you are flooded with emotion, analysis rarely lands; calm your body first, then come back to the questions.',
        'Questioning intrusive thoughts in obsessive-compulsive disorder can become a compulsion of its own; follow the plan agreed with your clinician instead.',
      ],
      preparationRequirements: [
        'A list of guiding questions',
        'Paper or a notes app',
        'About fifteen unhurried minutes',
      ],
      metaTitle: 'Socratic Questioning: Challenge Anxious Thoughts Gently',
      metaDescription:
        'Use Socratic questions from CBT to examine a troubling thought from every side: the evidence, other explanations, and what you would tell a friend.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 10,
          steps: [
            'Write the thought that is troubling you as one clear sentence, such as "I am going to fail this interview".',
            'Ask yourself what evidence supports this thought, and write down only the facts.',
            'Ask what evidence does not support it, and write that down too.',
            'Ask whether there is another way of looking at the situation, and write at least one alternative.',
            'Read your answers and write one sentence that sums up what you now think.',
          ],
          benefits: [
            'Turns fixed beliefs into questions you can explore',
            'Encourages a fairer, less extreme view',
          ],
        },
        {
          level: 'Intermediate',
          durationMinutes: 15,
          steps: [
            'Write the troubling thought and rate how strongly you believe it from 0 to 100.',
            'Ask what the worst, best and most realistic outcomes would be, and how you would cope with the worst.',
            'Ask what the effect of believing this thought is, and what the effect of believing something else might be.',
            'Ask whether you are judging yourself by a standard you would never apply to someone you love.',
            'Ask what you would advise a friend to do, and whether that advice fits you too.',
            'Write a conclusion in your own words and re-rate your belief in the original thought.',
          ],
          benefits: [
            'Brings out hidden assumptions and double standards',
            'Builds a habit of curious rather than critical self-talk',
            'Helps you act on balanced conclusions',
          ],
        },
      ],
    },
    {
      slug: 'decatastrophizing-worst-best-likely',
      name: 'Decatastrophising: Worst, Best, Most Likely',
      description:
        'A structured way to cut a runaway worry down to size. You write the worst outcome you fear, then the best possible outcome, then the most likely one, and finally how you would cope if the worst did happen. Seeing the full range, and your own ability to cope, usually lowers the alarm.',
      traditionalRating: 4,
      traditionalEvidence:
        'A standard technique in cognitive therapy for anxiety since the 1970s, with echoes of the Stoic practice of premeditating misfortune.',
      scientificRating: 5,
      scientificEvidence:
        'Part of CBT programmes for generalised anxiety with good overall evidence; the technique alone has been examined mainly in small studies.',
      culturalOrigins: ['Cognitive behavioural therapy', 'Stoic philosophy'],
      contraindications: [
        'If you live with health anxiety or OCD, repeatedly imagining worst cases can feed the cycle; use this only within a plan agreed with your clinician.',
        'If a real and immediate danger is involved, such as violence at home, act on safety first and contact support services.',
      ],
      preparationRequirements: [
        'Paper divided into four sections',
        'About ten minutes away from distractions',
      ],
      metaTitle: 'Decatastrophising: Worst, Best and Most Likely Outcomes',
      metaDescription:
        'Shrink a runaway worry with a simple CBT exercise: write the worst, best and most likely outcomes, then plan how you would cope with the worst.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 10,
          steps: [
            'Write down the worry in one sentence, and rate your anxiety about it from 0 to 100.',
            'Write the worst thing that could realistically happen, in plain words.',
            'Write the best thing that could happen, even if it feels unlikely.',
            'Write what is most likely to happen, based on your experience and what you know of similar situations.',
            'Re-rate your anxiety and notice whether seeing the full range has changed it.',
          ],
          benefits: ['Widens a narrow, fearful focus', 'Often lowers anxiety within minutes'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 15,
          steps: [
            'Complete the worst, best and most likely outcomes as in the beginner level.',
            'Estimate the probability of the worst case as a percentage, and list what would have to happen for it to occur.',
            'Write a coping plan for the worst case: the first three things you would do and who you could ask for help.',
            'Ask how much this will matter in a week, a year and five years, and note your answers.',
            'Choose one small, practical step you can take today to make the most likely outcome go well.',
          ],
          benefits: [
            'Builds confidence in your ability to cope',
            'Turns worry into a concrete plan',
            'Reduces the pull of low-probability catastrophes',
          ],
        },
      ],
    },
    {
      slug: 'downward-arrow-core-beliefs',
      name: 'Downward Arrow Technique',
      description:
        'A way of tracing a surface worry down to the belief underneath it. You take an upsetting thought and ask "if that were true, what would it mean about me?" again and again until you reach a core belief such as "I am unlovable" or "I am a failure". Naming that belief is the first step toward questioning it kindly.',
      traditionalRating: 4,
      traditionalEvidence:
        'Developed within cognitive therapy in the 1970s and 1980s as a way to uncover the schemas behind recurring automatic thoughts.',
      scientificRating: 3,
      scientificEvidence:
        'Widely taught in CBT and schema work, but supported mainly by clinical experience; controlled trials of the technique on its own are lacking.',
      culturalOrigins: ['Cognitive behavioural therapy', 'Schema-focused therapy'],
      contraindications: [
        'Reaching a painful core belief can bring up grief or shame; if you have a history of trauma or self-harm, do this exercise with a therapist.',
        'Stop if you feel overwhelmed, and do something grounding such as a short walk before deciding whether to continue.',
      ],
      preparationRequirements: [
        'A private space where you can feel what comes up',
        'Paper and pen',
        'A plan for something kind to do afterwards',
      ],
      metaTitle: 'Downward Arrow Technique: Find the Belief Behind a Worry',
      metaDescription:
        'Use the CBT downward arrow to trace a surface worry to the core belief beneath it, then start to question that belief with care and curiosity.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 15,
          steps: [
            'Write a recent upsetting thought at the top of the page, such as "my manager did not reply to my email".',
            'Beneath it, draw an arrow and ask: "if that were true, what would it mean to me?" Write the answer.',
            'Repeat the question for each new answer, drawing an arrow each time, for four to six rounds.',
            'Stop when you reach a short, absolute statement about yourself, others or the world; that is a likely core belief.',
            'Write the belief in a box and note how long you have felt this way and where it may have come from.',
          ],
          benefits: [
            'Shows what really makes a situation painful',
            'Connects different worries to a shared root',
          ],
        },
        {
          level: 'Intermediate',
          durationMinutes: 20,
          steps: [
            'Repeat the downward arrow with two or three different situations and compare the beliefs you reach.',
            'Rate how strongly you hold the core belief from 0 to 100 on a calm day and on a bad day.',
            'List experiences across your life that do not fit the belief, however small they seem.',
            'Write a new, more balanced belief you would like to grow, such as "I am acceptable even when I make mistakes".',
            'For the next week, note one small piece of evidence for the new belief each evening.',
          ],
          benefits: [
            'Begins to loosen long-held negative beliefs',
            'Gives direction for deeper therapeutic work',
            'Encourages self-understanding rather than blame',
          ],
        },
      ],
    },
    {
      slug: 'cbt-behavioral-experiment',
      name: 'Behavioural Experiment',
      description:
        'Instead of only reasoning with a fearful prediction, you test it in real life. You write down what you expect to happen, design a small safe experiment, carry it out, and compare the result with your prediction. Experience often changes beliefs more deeply than argument does.',
      traditionalRating: 4,
      traditionalEvidence:
        'A cornerstone of cognitive therapy since the 1970s and especially of CBT for anxiety disorders developed in the following decades.',
      scientificRating: 6,
      scientificEvidence:
        'Studies comparing experiments with purely verbal challenging suggest experiments change beliefs more; evidence comes mostly from modest-sized trials.',
      culturalOrigins: ['Cognitive behavioural therapy'],
      contraindications: [
        'Never design an experiment that carries real physical, legal or financial danger; keep tests small and safe.',
        'With severe anxiety, panic or social phobia, plan your first experiments with a therapist so that they are challenging but manageable.',
      ],
      preparationRequirements: [
        'A written prediction you want to test',
        'A worksheet with columns for prediction, experiment, outcome and learning',
      ],
      metaTitle: 'Behavioural Experiments: Test Your Anxious Predictions',
      metaDescription:
        'Learn how to run a CBT behavioural experiment: write a fearful prediction, test it safely in real life, and learn from what actually happens.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 20,
          steps: [
            'Write one specific prediction you hold, such as "if I ask a question in the meeting, people will think I am stupid".',
            'Rate how strongly you believe the prediction from 0 to 100.',
            'Design a small experiment that tests it, such as asking one simple question at the next meeting.',
            'Decide in advance exactly what you will look for to tell whether the prediction came true.',
            'Carry out the experiment without using safety behaviours, such as over-apologising, that might hide the result.',
            'Write down what actually happened and re-rate your belief in the original prediction.',
          ],
          benefits: ['Gives direct evidence against fearful predictions', 'Builds confidence through action'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 30,
          steps: [
            'Write an alternative prediction beside the feared one, so the experiment compares two ideas rather than one.',
            'Plan a series of three experiments, each a little more demanding than the last.',
            'Before each one, note the safety behaviours you tend to use and commit to dropping at least one.',
            'After each experiment, write which prediction the evidence fitted better and what surprised you.',
            'Summarise what you have learned in a sentence you can carry into similar situations.',
          ],
          benefits: [
            'Updates beliefs at a gut level, not just an intellectual one',
            'Reduces reliance on safety behaviours',
            'Expands what feels possible in daily life',
          ],
        },
      ],
    },
    {
      slug: 'behavioral-activation-scheduling',
      name: 'Behavioural Activation',
      description:
        'When mood is low, we tend to wait to feel better before doing things, and doing less makes mood lower still. Behavioural activation reverses the order: you monitor what you do and how you feel, then schedule small activities that bring pleasure, mastery or connection, and do them whether or not you feel like it.',
      traditionalRating: 4,
      traditionalEvidence:
        'Grew out of behavioural theories of depression in the 1970s and was developed as a stand-alone therapy around the turn of the century.',
      scientificRating: 8,
      scientificEvidence:
        'Many randomised trials and several meta-analyses find behavioural activation effective for depression, broadly on par with full CBT.',
      culturalOrigins: ['Behavioural psychology', 'Cognitive behavioural therapy'],
      contraindications: [
        'If you have thoughts of ending your life, or cannot get out of bed most days, contact a doctor or crisis line before relying on self-help.',
        'Over-scheduling can backfire; if you live with chronic fatigue or pain, pace activities to your energy and build up slowly.',
      ],
      preparationRequirements: [
        'A weekly planner or activity log',
        'A list of activities that once gave you pleasure or a sense of achievement',
      ],
      metaTitle: 'Behavioural Activation: Lift Low Mood by Scheduling Action',
      metaDescription:
        'Behavioural activation step by step: track activity and mood, then plan small rewarding actions that lift low mood, even before motivation returns.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 10,
          steps: [
            'For three days, note each hour what you were doing and rate your mood from 0 to 10.',
            'Look back over the log and circle the activities linked with slightly better mood.',
            'List ten small activities that bring pleasure, a sense of achievement, or contact with others.',
            'Choose one small activity for tomorrow and write down exactly when and where you will do it.',
            'Do it as planned even if you do not feel like it, then rate your mood afterwards.',
          ],
          benefits: [
            'Breaks the cycle of inactivity and low mood',
            'Shows that action can come before motivation',
          ],
        },
        {
          level: 'Intermediate',
          durationMinutes: 20,
          steps: [
            'Each Sunday, schedule one or two planned activities for every day of the coming week.',
            'Balance the plan between pleasure, mastery and connection, so the week is not all chores.',
            'Break any daunting activity into the smallest first step, such as putting on walking shoes.',
            'Record afterwards whether you did each activity and how it affected your mood.',
            'Notice patterns of avoidance and plan one activity each week that gently approaches something you have been avoiding.',
            'Review the week and increase the challenge only where things went well.',
          ],
          benefits: [
            'Rebuilds routine, energy and interest',
            'Reduces avoidance and rumination',
            'Brings back contact with what you value',
          ],
        },
        {
          level: 'Advanced',
          durationMinutes: 20,
          steps: [
            'Link each scheduled activity to a personal value, such as being a caring parent or a curious learner.',
            'Identify your early warning signs of a low patch, such as skipping meals or cancelling plans.',
            'Write a relapse plan listing the activities that helped most and the people you will contact.',
            'Keep a lighter weekly plan going once your mood has lifted, to protect the gains.',
          ],
          benefits: ['Connects daily action to meaning', 'Helps prevent relapse after a low period'],
        },
      ],
    },
    {
      slug: 'graded-exposure-ladder',
      name: 'Graded Exposure Ladder',
      description:
        'Fear shrinks when we approach what we have been avoiding, gradually and repeatedly, and stay long enough to learn that we can cope. You build a ladder of feared situations from mild to hard, then climb it step by step, staying with each one until it becomes manageable. It is the heart of effective treatment for phobias and many anxiety problems.',
      traditionalRating: 5,
      traditionalEvidence:
        'Rooted in behaviour therapy from the mid-twentieth century, including systematic desensitisation; refined in exposure therapies ever since.',
      scientificRating: 8,
      scientificEvidence:
        'Exposure-based treatments have strong support from many trials and meta-analyses for phobias, panic, social anxiety and OCD, mostly therapist-guided.',
      culturalOrigins: ['Behaviour therapy', 'Cognitive behavioural therapy'],
      contraindications: [
        'For post-traumatic stress, OCD or severe panic, do exposure with a trained clinician rather than alone.',
        'If a feared situation involves real physical risk, such as heights with heart problems, check with your doctor before building the ladder.',
        'Stop a step that produces overwhelming panic, dissociation or thoughts of self-harm, and seek professional support.',
      ],
      preparationRequirements: [
        'A clearly named fear or avoided situation',
        'A worksheet for your ladder and anxiety ratings',
        'A supportive person you can tell about your plan',
      ],
      metaTitle: 'Graded Exposure: Build a Fear Ladder and Face Anxiety',
      metaDescription:
        'Face fears step by step with a graded exposure ladder: rank feared situations, approach them gradually, and learn that anxiety falls and you can cope.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 20,
          steps: [
            'Name one fear that is limiting your life, such as driving on motorways or speaking in groups.',
            'List ten situations linked to it, from slightly uncomfortable to very frightening.',
            'Rate the anxiety you expect from each situation from 0 to 100 and order them into a ladder.',
            'Choose a first step rated around 30 to 40, hard enough to matter but clearly manageable.',
            'Do that step and stay in the situation until your anxiety has dropped noticeably or you have learned something new.',
            'Record your anxiety at the start, peak and end, and what you learned.',
          ],
          benefits: [
            'Starts reclaiming avoided parts of life',
            'Shows that anxiety rises and falls on its own',
          ],
        },
        {
          level: 'Intermediate',
          durationMinutes: 40,
          steps: [
            'Repeat each step several times in a week until it feels clearly easier before moving up the ladder.',
            'Drop safety behaviours one by one, such as holding a water bottle or having someone with you.',
            'Vary the setting, time of day and company so that the learning carries over to real life.',
            'Before each step, write what you fear will happen; afterwards, write what actually happened.',
            'Move up to steps rated 60 to 80 once lower ones are manageable, keeping the pace steady rather than rushed.',
            'Reward yourself after each session, and note progress weekly to keep motivation up.',
          ],
          benefits: [
            'Builds lasting reductions in fear',
            'Grows confidence and freedom of movement',
            'Weakens avoidance habits that keep anxiety going',
          ],
        },
      ],
    },
    {
      slug: 'scheduled-worry-time',
      name: 'Scheduled Worry Time',
      description:
        'Rather than trying to stop worrying, you postpone it. You set a fixed fifteen- to thirty-minute worry period each day, jot down worries that arise at other times, and save them for that slot. Many people find that worries shrink or vanish by the appointed time, and that they have more control over worry than they believed.',
      traditionalRating: 3,
      traditionalEvidence:
        'Developed by behavioural researchers in the early 1980s as a stimulus-control approach to chronic worry, now common in CBT for anxiety.',
      scientificRating: 5,
      scientificEvidence:
        'Several small randomised studies show worry postponement reduces worry time and intensity; larger trials are still limited.',
      culturalOrigins: ['Behavioural psychology', 'Cognitive behavioural therapy'],
      contraindications: [
        'Do not schedule your worry period in the hour before bed, as it can delay sleep.',
        'If worries concern an urgent real problem, such as a health symptom or safety issue, act on it now rather than postponing.',
      ],
      preparationRequirements: [
        'A small notebook or notes app for worries',
        'A fixed daily time and place for the worry period',
      ],
      metaTitle: 'Scheduled Worry Time: Postpone Worry and Take Back Control',
      metaDescription:
        'Try scheduled worry time from CBT: note worries during the day, postpone them to a fixed daily slot, and discover how much control you really have.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 15,
          steps: [
            'Choose a fixed daily worry period of fifteen minutes, in the same place, and not within two hours of bedtime.',
            'During the day, when a worry arises, write it down in a few words and tell yourself you will deal with it later.',
            'Bring your attention back to what you were doing, using your senses to re-engage with the present task.',
            'At the worry period, read the list and worry on purpose about the items that still matter.',
            'When the time is up, stop, close the notebook, and do something that absorbs your attention.',
          ],
          benefits: ['Reduces how much of the day worry takes up', 'Shows that worry can be postponed'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 25,
          steps: [
            'During the worry period, sort each worry into those you can act on and those you cannot.',
            'For worries you can act on, write one concrete next step and when you will take it.',
            'For worries you cannot act on, practise noticing them and letting them be, without solving.',
            'Cross off worries that no longer matter and notice how many have faded since you wrote them.',
            'After two weeks, review your notebook for recurring themes and consider whether they need a different approach.',
          ],
          benefits: [
            'Turns worry into problem-solving where possible',
            'Builds acceptance of uncertainty',
            'Often improves concentration and sleep',
          ],
        },
      ],
    },
    {
      slug: 'structured-problem-solving',
      name: 'Structured Problem Solving',
      description:
        'A calm, step-by-step method for practical problems that feel overwhelming: define the problem clearly, brainstorm every possible solution without judging, weigh the pros and cons, choose one, plan it, try it and review. It replaces going round in circles with forward movement.',
      traditionalRating: 4,
      traditionalEvidence:
        'Formalised as problem-solving therapy in the early 1970s and since adapted for primary care, older adults and low-resource settings.',
      scientificRating: 7,
      scientificEvidence:
        'Meta-analyses of problem-solving therapy find moderate benefits for depression and distress across many randomised trials.',
      culturalOrigins: ['Cognitive behavioural therapy', 'Community and primary-care psychology'],
      contraindications: [
        'Some problems, such as bereavement or a terminal diagnosis, cannot be solved; pair this method with acceptance and support rather than forcing a fix.',
        'If a problem involves abuse, debt crisis or legal risk, bring in specialist advice alongside your own planning.',
      ],
      preparationRequirements: [
        'Paper or a worksheet with the seven stages',
        'About thirty minutes of focused time',
      ],
      metaTitle: 'Structured Problem Solving: A Step-by-Step Method',
      metaDescription:
        'Learn structured problem solving from CBT: define the problem, brainstorm solutions, weigh pros and cons, act on a plan and review how it went.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 25,
          steps: [
            'Choose one practical problem and write it as a specific, solvable statement, such as "I am behind on two bills this month".',
            'Brainstorm as many possible solutions as you can in five minutes, including silly ones, without judging them.',
            'Cross out any clearly unworkable options and list the pros and cons of the rest.',
            'Choose the solution, or combination, with the best balance of pros and cons.',
            'Write a plan with concrete steps, who is involved and when each step will happen.',
          ],
          benefits: ['Turns vague dread into a clear plan', 'Reduces the helplessness that feeds low mood'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 30,
          steps: [
            'Carry out the first step of your plan within a day of making it.',
            'Anticipate one likely obstacle and write how you would handle it.',
            'After a set time, review what happened: what worked, what did not, and what you learned.',
            'If the solution did not work, return to your list and try the next best option, without treating it as failure.',
            'Use the method for a second problem, and notice how much quicker it becomes with practice.',
          ],
          benefits: [
            'Builds a reliable habit for meeting setbacks',
            'Increases your sense of control',
            'Reduces time spent ruminating',
          ],
        },
      ],
    },
    {
      slug: 'act-cognitive-defusion',
      name: 'Cognitive Defusion',
      description:
        'A set of playful techniques from acceptance and commitment therapy for seeing thoughts as words and pictures passing through the mind rather than as commands or truths. Instead of arguing with "I am useless", you notice "I am having the thought that I am useless", or sing it to a silly tune, until it loses its grip.',
      traditionalRating: 3,
      traditionalEvidence:
        'Developed within acceptance and commitment therapy from the 1980s onward, with parallels in contemplative traditions that observe thoughts as passing events.',
      scientificRating: 6,
      scientificEvidence:
        'ACT is supported by many randomised trials and meta-analyses; laboratory studies show defusion reduces the believability and sting of negative thoughts.',
      culturalOrigins: ['Acceptance and commitment therapy', 'Contextual behavioural science'],
      contraindications: [
        'Playful techniques can feel dismissive of real pain; use them with kindness, and not for thoughts about grief or abuse you need to be heard on.',
        'Defusion is not a way to ignore urgent thoughts of self-harm; if those are present, contact a clinician or crisis line.',
      ],
      preparationRequirements: ['A few sticky thoughts you know well', 'Paper, pen and a few quiet minutes'],
      metaTitle: 'Cognitive Defusion: ACT Techniques to Unhook From Thoughts',
      metaDescription:
        'Learn cognitive defusion from ACT: step back from sticky thoughts by noticing, naming and playing with them, so they lose their grip on what you do.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 5,
          steps: [
            'Write down one harsh thought you often have about yourself, in a short sentence.',
            'Hold it in mind for ten seconds and notice how much it hooks you.',
            'Now add the words "I am having the thought that…" in front of it and repeat it to yourself.',
            'Then add "I notice I am having the thought that…" and repeat it again.',
            'Notice any change in how close or heavy the thought feels, without needing it to go away.',
          ],
          benefits: [
            'Creates space between you and painful thoughts',
            'Takes only moments and can be used anywhere',
          ],
        },
        {
          level: 'Intermediate',
          durationMinutes: 10,
          steps: [
            'Pick a sticky thought and say it aloud very slowly, then very fast, noticing how it sounds.',
            'Sing the thought silently to a familiar tune, such as a birthday song.',
            'Repeat one key word from the thought aloud for thirty seconds until it becomes just a sound.',
            'Give the story behind your thoughts a title, such as "the not-good-enough story", and greet it when it appears.',
            'Ask of each thought whether it is helpful for the life you want, rather than whether it is true.',
          ],
          benefits: [
            'Reduces the believability of self-critical thoughts',
            'Frees attention for what matters now',
            'Builds a lighter relationship with your own mind',
          ],
        },
      ],
    },
    {
      slug: 'act-values-clarification',
      name: 'Values Clarification',
      description:
        'Values are the qualities you want your actions to carry, such as kindness, courage or curiosity, chosen freely rather than imposed. This exercise helps you name what matters most across areas of life, notice the gap between your values and how you are living, and use them as a compass for decisions.',
      traditionalRating: 5,
      traditionalEvidence:
        'Echoes ancient ethical philosophy on the good life; formalised in acceptance and commitment therapy and values-affirmation research in recent decades.',
      scientificRating: 6,
      scientificEvidence:
        'Values work is a core ACT process with trial support, and values-affirmation experiments show effects on stress and persistence, with mixed replications.',
      culturalOrigins: ['Acceptance and commitment therapy', 'Virtue ethics'],
      contraindications: [
        'Seeing a large gap between values and life can stir guilt or grief; treat the gap as information, not a verdict, and go gently.',
        'Values chosen to please others or to avoid shame tend to backfire; if you notice "should", pause and ask what you truly care about.',
      ],
      preparationRequirements: [
        'A values card list or printed list of common values',
        'Thirty quiet minutes and something to write with',
      ],
      metaTitle: 'Values Clarification Exercise: Find What Matters Most',
      metaDescription:
        'A values clarification exercise from ACT: name what matters to you in work, love, health and play, then use your values as a compass for daily choices.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 20,
          steps: [
            'Read through a list of common values and tick every one that feels personally important.',
            'From your ticks, choose the ten that matter most, then narrow them down to five.',
            'For each of the five, write a sentence about what living that value looks like in everyday actions.',
            'Rate from 0 to 10 how fully you are living each value at the moment.',
            'Choose the value with the biggest gap and name one small action that would express it this week.',
          ],
          benefits: [
            'Clarifies what truly matters to you',
            'Gives a practical direction for the coming week',
          ],
        },
        {
          level: 'Intermediate',
          durationMinutes: 30,
          steps: [
            'Divide a page into life areas such as relationships, work, health, learning, leisure and community.',
            'For each area, write how you would like to behave there if nobody were watching and no one would judge you.',
            'Imagine your eightieth birthday and write what you would love people to say about how you lived.',
            'Compare this with your top five values and refine your list where something is missing.',
            'Use your values when making one real decision this week, asking which option moves you toward them.',
          ],
          benefits: [
            'Builds a stable sense of direction',
            'Makes difficult choices clearer',
            'Links daily effort to lasting meaning',
          ],
        },
      ],
    },
    {
      slug: 'act-committed-action-steps',
      name: 'Committed Action Planning',
      description:
        'Turning values into concrete steps and taking them even when fear, doubt or discomfort come along. You set small, specific goals that serve a chosen value, anticipate the inner obstacles that will show up, and practise making room for them while you act. Progress is measured by movement toward what matters, not by how you feel.',
      traditionalRating: 3,
      traditionalEvidence:
        'One of the six core processes of acceptance and commitment therapy, drawing on behavioural goal-setting traditions of the twentieth century.',
      scientificRating: 5,
      scientificEvidence:
        'Supported indirectly through ACT trials and goal-setting research; committed action as a separate component has few dedicated studies.',
      culturalOrigins: ['Acceptance and commitment therapy', 'Behavioural psychology'],
      contraindications: [
        'If you are exhausted, unwell or in a crisis, shrink goals to the smallest possible step, or pause and focus on rest and support first.',
        'Do not use willingness as a reason to stay in harmful situations; values-based action includes protecting your safety.',
      ],
      preparationRequirements: [
        'A short list of your core values',
        'A calendar or planner for scheduling steps',
      ],
      metaTitle: 'Committed Action: Turn Your Values Into Daily Steps',
      metaDescription:
        'Practise committed action from ACT: set small value-based goals, expect inner obstacles, and keep moving toward what matters even when it feels hard.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 15,
          steps: [
            'Choose one value you want to live more fully, such as connection or health.',
            'Write one small goal that serves it and can be done within a week, such as calling a friend on Thursday evening.',
            'List the thoughts and feelings likely to show up and try to stop you, such as "they will be busy" or awkwardness.',
            'Decide how you will respond to each one, for example by noticing it, naming it and carrying on.',
            'Take the step, then note what happened and what you learned, whatever the outcome.',
          ],
          benefits: [
            'Turns good intentions into action',
            'Builds tolerance for discomfort in the service of values',
          ],
        },
        {
          level: 'Intermediate',
          durationMinutes: 20,
          steps: [
            'For a chosen value, set one short-term goal for this week, one medium-term goal for this month, and one for this year.',
            'Break the weekly goal into steps small enough that you would be surprised not to do them.',
            'Share your plan with one supportive person and agree when you will tell them how it went.',
            'Each evening, note whether you moved toward or away from your value and what pulled you off course.',
            'When you slip, acknowledge it without harshness, recommit, and take the very next small step.',
          ],
          benefits: [
            'Builds momentum through small wins',
            'Develops resilience after setbacks',
            'Creates a life shaped by chosen direction',
          ],
        },
      ],
    },
    {
      slug: 'act-observing-self-exercise',
      name: 'Observing Self Exercise',
      description:
        'An ACT exercise for contacting the part of you that notices: the steady perspective that has watched every thought, feeling and role you have had, yet is not any of them. From this vantage point, painful experiences can be seen and held rather than becoming your whole identity. Known in ACT as self-as-context.',
      traditionalRating: 6,
      traditionalEvidence:
        'Formalised in acceptance and commitment therapy, with deep parallels in the witness awareness of Indian and Buddhist contemplative traditions.',
      scientificRating: 3,
      scientificEvidence:
        'Self-as-context is the least studied ACT process; evidence comes mainly from small experimental studies and its inclusion in broader ACT trials.',
      culturalOrigins: ['Acceptance and commitment therapy', 'Indian contemplative traditions'],
      contraindications: [
        'If you experience dissociation or feelings of unreality, stepping back from yourself can worsen them; keep your eyes open and skip this exercise.',
        'If you are living with trauma, closing your eyes may stir distressing memories; practise with eyes open and a steady gaze on one object.',
      ],
      preparationRequirements: [
        'A comfortable seat',
        'Ten minutes without interruptions',
        'A recorded script, if you prefer to be guided',
      ],
      metaTitle: 'Observing Self Exercise: ACT Self-as-Context Practice',
      metaDescription:
        'Try the ACT observing self exercise: notice the steady part of you that watches thoughts, feelings and roles, and hold hard experiences with more ease.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 8,
          steps: [
            'Sit comfortably and notice the sounds around you, then notice that you are noticing them.',
            'Notice the sensations in your body, and again notice that there is a you who is aware of them.',
            'Notice the thoughts passing through your mind, and the part of you that observes them come and go.',
            'Remind yourself that your thoughts, feelings and sensations keep changing, while the noticing stays constant.',
            'Rest for a minute as the one who notices, then open your eyes and look around the room.',
          ],
          benefits: [
            'Offers a stable perspective in difficult moments',
            'Loosens identification with passing states',
          ],
        },
        {
          level: 'Intermediate',
          durationMinutes: 12,
          steps: [
            'Recall a memory from childhood and notice that you were there, noticing, then.',
            'Recall a memory from a few years ago and notice that the same you was there, noticing.',
            'Notice the roles you play, such as parent, colleague or friend, and that you are more than any of them.',
            'Bring to mind a current difficulty and observe it from this wider perspective, as if looking at weather from the sky.',
            'Close by naming one value you want to carry into the rest of your day.',
          ],
          benefits: [
            'Reduces fusion with self-critical stories',
            'Supports a more flexible sense of identity',
            'Makes room for pain without being defined by it',
          ],
        },
      ],
    },
    {
      slug: 'three-good-things-exercise',
      name: 'Three Good Things',
      description:
        'Each evening, write down three things that went well that day and why they happened. The "why" is what makes it work: it trains attention toward what is good and toward the part you and others played in it, gently counterbalancing the natural bias of the mind toward problems.',
      traditionalRating: 3,
      traditionalEvidence:
        'Created as a positive-psychology intervention in the early 2000s, echoing older gratitude practices such as the evening examination of the day.',
      scientificRating: 6,
      scientificEvidence:
        'Randomised trials, including online studies, report small improvements in wellbeing and depressive symptoms; some effects fade and replications vary.',
      culturalOrigins: ['Positive psychology', 'Gratitude traditions'],
      contraindications: [
        'In clinical depression or grief, forcing positives can feel hollow or invalidating; allow hard days to be hard and seek proper support alongside.',
        'If the exercise becomes a chore or a test you fail, do it a few times a week instead of daily.',
      ],
      preparationRequirements: ['A notebook by your bed or a notes app', 'Five minutes before sleep'],
      metaTitle: 'Three Good Things: A Nightly Positive Psychology Exercise',
      metaDescription:
        'Try the Three Good Things exercise: each evening write three things that went well and why, to train attention toward what is good in your days.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 5,
          steps: [
            'At the end of the day, sit quietly with your notebook for a few minutes.',
            'Write down three things that went well today; they can be small, such as a good cup of tea.',
            'Beside each one, write why you think it happened or what part you or others played in it.',
            'Pause and let yourself feel the good of each one for a moment before moving on.',
          ],
          benefits: ['Gently shifts attention toward positives', 'A calm, reflective close to the day'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 10,
          steps: [
            'Continue the nightly practice for at least a week, writing in full sentences rather than notes.',
            'Include at least one good thing involving another person, and note what they did.',
            'Describe each event in detail, including where you were, what you felt and what it meant to you.',
            'At the end of each week, read back your entries and notice any themes, such as nature, people or achievement.',
            'Use what you learn to plan more of the things that tend to go well.',
          ],
          benefits: [
            'Can lift mood and satisfaction over weeks',
            'Highlights what reliably brings you joy',
            'Strengthens appreciation of others',
          ],
        },
      ],
    },
    {
      slug: 'gratitude-letter-and-visit',
      name: 'Gratitude Letter and Visit',
      description:
        'Write a detailed letter to someone who changed your life for the better but whom you never properly thanked, then, if you can, read it to them in person or by call. It is one of the most moving exercises in positive psychology, strengthening both your wellbeing and the relationship.',
      traditionalRating: 5,
      traditionalEvidence:
        'Expressing thanks to benefactors is honoured across nearly every culture; the structured letter-and-visit form was developed in positive psychology in the 2000s.',
      scientificRating: 6,
      scientificEvidence:
        'Randomised studies report boosts in happiness after gratitude letters, strongest in the short term; people also underestimate how much recipients value them.',
      culturalOrigins: ['Positive psychology', 'Cross-cultural traditions of thanksgiving'],
      contraindications: [
        'Do not deliver a letter to someone who has also harmed you or where contact would be unsafe; writing it without sending still has value.',
        'If the person has died, writing can bring up grief; allow time afterwards and consider sharing the letter with someone who knew them.',
      ],
      preparationRequirements: [
        'A person whose kindness or influence you want to honour',
        'Paper and pen, or a quiet space to write',
        'About an hour across writing and delivery',
      ],
      metaTitle: 'Gratitude Letter and Visit: A Powerful Thank-You Exercise',
      metaDescription:
        'Write a gratitude letter to someone who shaped your life, then read it to them: a moving positive psychology exercise with step-by-step guidance.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 20,
          steps: [
            'Think of someone, living or no longer living, whose kindness or guidance made a real difference to you.',
            'Write a letter to them of around three hundred words, addressing them directly.',
            'Describe specifically what they did, and how it affected your life then and now.',
            'Read the letter back slowly and notice what you feel, without any need to send it yet.',
          ],
          benefits: [
            'Deepens feelings of gratitude and connection',
            'Helps you recognise support you have received',
          ],
        },
        {
          level: 'Intermediate',
          durationMinutes: 45,
          steps: [
            'Refine your letter until it says what you really mean, then print or copy it neatly.',
            'Arrange to meet the person, or to speak by video, without telling them exactly why.',
            'Read the letter aloud to them slowly, making eye contact where you can.',
            'Allow time afterwards to talk about your memories together and how each of you feels.',
            'Later that day, write a few lines about the experience and how it affected you.',
          ],
          benefits: [
            'Often brings a strong, lasting lift in mood',
            'Strengthens important relationships',
            'Brings joy to the recipient as well as yourself',
          ],
        },
      ],
    },
    {
      slug: 'best-possible-self-exercise',
      name: 'Best Possible Self',
      description:
        'You imagine a future in which things have gone as well as they realistically could, after hard work and with goals reached, and write about it in vivid detail. Picturing that future makes goals clearer and hope more concrete, and is one of the best-studied ways to strengthen optimism.',
      traditionalRating: 2,
      traditionalEvidence:
        'A modern exercise from positive and health psychology developed around the turn of the century, with no long tradition behind it.',
      scientificRating: 6,
      scientificEvidence:
        'Many randomised studies and a meta-analysis find small to moderate gains in optimism and positive mood, mostly over short follow-ups.',
      culturalOrigins: ['Positive psychology', 'Health psychology'],
      contraindications: [
        'During depression or major loss, imagining an ideal future can sharpen the pain of the present; keep the vision modest or pause the exercise.',
        'Keep the picture grounded in effort and real possibilities; pure fantasy without plans can lower motivation.',
      ],
      preparationRequirements: ['Twenty minutes of private writing time', 'Paper or a document you can keep'],
      metaTitle: 'Best Possible Self Exercise: Build Optimism and Hope',
      metaDescription:
        'Imagine and write about your best possible future self, a well-studied positive psychology exercise to build optimism, hope and clearer goals.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 15,
          steps: [
            'Imagine yourself five years from now, after everything has gone as well as it realistically could.',
            'Picture a normal day in that life: where you live, who is around you, and what you do.',
            'Write about it for fifteen minutes without stopping, in the present tense and in as much detail as you can.',
            'Notice how you feel as you finish, and underline the parts that feel most important.',
          ],
          benefits: ['Increases optimism and hope', 'Clarifies what you truly want'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 20,
          steps: [
            'Repeat the writing on several days, focusing each time on one area, such as relationships, work or health.',
            'For each area, write the strengths and efforts that helped you reach this future.',
            'List the likely obstacles on the way and how your best possible self overcame them.',
            'Pick one goal from your writing and plan the first concrete step for this week.',
            'Spend a minute each morning for a week vividly imagining the scene you wrote.',
          ],
          benefits: [
            'Connects hope with practical plans',
            'Strengthens motivation toward long-term goals',
            'Can improve mood over several weeks',
          ],
        },
      ],
    },
    {
      slug: 'signature-strengths-in-new-ways',
      name: 'Using Signature Strengths in New Ways',
      description:
        'Identify your top character strengths, such as curiosity, kindness, humour or perseverance, and use one of them in a new way every day for a week. Playing to your strengths, rather than only fixing weaknesses, tends to bring energy, engagement and a sense of being authentically yourself.',
      traditionalRating: 5,
      traditionalEvidence:
        'Draws on virtue traditions from Aristotle, Confucius and world religions, organised into a modern strengths classification in the early 2000s.',
      scientificRating: 6,
      scientificEvidence:
        'Randomised trials show increases in happiness and reductions in depressive symptoms lasting months for some participants; effects are generally modest.',
      culturalOrigins: ['Positive psychology', 'Virtue ethics', 'Confucian ethics'],
      contraindications: [
        'Any strength can be overused, such as honesty becoming bluntness; watch for the effect of your strengths on others.',
        'Strength surveys can feel like another test; if results disappoint you, remember they describe tendencies, not worth.',
      ],
      preparationRequirements: [
        'A free character strengths survey or list of strengths',
        'A week in which you can try something new each day',
      ],
      metaTitle: 'Signature Strengths: Use Your Top Strengths in New Ways',
      metaDescription:
        'Discover your signature character strengths and practise using one in a new way each day, a positive psychology exercise for energy and engagement.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 20,
          steps: [
            'Take a reputable free character strengths survey, or read a list of strengths and choose the five that feel most like you.',
            'For each of your top five, recall a time you used it and how it felt.',
            'Choose one strength and think of a way to use it today that you have not tried before.',
            'Do it, then write a few lines about what you did and how it felt.',
          ],
          benefits: ['Builds awareness of what you do well', 'Brings a sense of authenticity and energy'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 15,
          steps: [
            'Each day for a week, use one of your top strengths in a new way, such as using curiosity to ask a colleague about their work.',
            'Keep a short daily log of what you tried, how engaged you felt, and how others responded.',
            'Try applying a strength to a task you dislike, such as using humour during housework.',
            'Ask someone close to you which strengths they see in you, and compare this with your own list.',
            'At the end of the week, choose one new habit to keep that lets a strength show up regularly.',
          ],
          benefits: [
            'Can raise happiness and engagement',
            'Makes difficult tasks more manageable',
            'Strengthens self-knowledge and confidence',
          ],
        },
      ],
    },
    {
      slug: 'savoring-positive-moments',
      name: 'Savouring Positive Moments',
      description:
        'Deliberately lingering on good experiences so they land more fully: slowing down, noticing details with all your senses, sharing the moment, and recalling it later. Savouring can be turned toward the present, the past through reminiscing, or the future through anticipation.',
      traditionalRating: 4,
      traditionalEvidence:
        'Appreciation of simple pleasures is prized in many philosophies; savouring was defined and studied as a skill in positive psychology from the 1990s.',
      scientificRating: 5,
      scientificEvidence:
        'Correlational research links savouring with wellbeing, and several small randomised trials show short-term gains in happiness.',
      culturalOrigins: ['Positive psychology', 'Epicurean philosophy'],
      contraindications: [
        'Savouring food or drink can tip into overindulgence or feed disordered eating; focus on non-food experiences if this applies to you.',
        'In depression or anhedonia, pleasure may feel flat at first; keep expectations low and treat it as gentle practice.',
      ],
      preparationRequirements: [
        'A simple pleasant experience, such as a walk, a song or a warm drink',
        'A few unhurried minutes',
      ],
      metaTitle: 'Savouring Practice: Make Good Moments Last Longer',
      metaDescription:
        'Learn to savour positive experiences: slow down, use your senses, share and recall good moments so they leave a deeper and longer-lasting glow.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 10,
          steps: [
            'Choose one pleasant moment today, such as a cup of coffee or sunshine on your face.',
            'Slow down and give it your full attention, putting your phone out of reach.',
            'Notice at least three sensory details, such as warmth, colour, smell or sound.',
            'Say to yourself, silently or aloud, what you enjoy about it.',
            'Take a mental photograph before you move on, so that you can recall it later.',
          ],
          benefits: ['Intensifies and lengthens positive feelings', 'Builds a habit of noticing small joys'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 15,
          steps: [
            'Each day for a week, take a ten-minute savouring walk, noticing as many pleasant things as you can.',
            'Share one good moment with someone else, describing it in detail.',
            'Spend five minutes reminiscing about a happy memory, recalling the sights, sounds and feelings.',
            'Look forward to something pleasant in the coming week and picture it vividly for a minute.',
            'Note which form of savouring, present, past or future, works best for you.',
          ],
          benefits: [
            'Broadens positive emotion across time',
            'Deepens connection through sharing',
            'Supports resilience in difficult periods',
          ],
        },
      ],
    },
    {
      slug: 'acts-of-kindness-day',
      name: 'Acts of Kindness Day',
      description:
        'Choose one day a week and do several deliberate acts of kindness on it, large or small, for friends or strangers. Bunching them into a single day seems to make the lift in mood more noticeable than scattering them, and kindness builds connection in both directions.',
      traditionalRating: 8,
      traditionalEvidence:
        'Generosity and charity are central virtues in nearly every religious and ethical tradition, from almsgiving to the practice of dana.',
      scientificRating: 6,
      scientificEvidence:
        'Randomised studies and meta-analyses find acts of kindness produce small to moderate gains in the wellbeing of the giver; effect sizes vary across studies.',
      culturalOrigins: ['Positive psychology', 'World religious traditions of charity'],
      contraindications: [
        'If you tend to people-please or neglect your own needs, choose acts that do not overstretch you, and count kindness to yourself too.',
        'Respect boundaries: unwanted help can feel intrusive, so ask before helping when in doubt.',
      ],
      preparationRequirements: ['A chosen day of the week', 'A few ideas for kind acts'],
      metaTitle: 'Acts of Kindness Day: A Weekly Happiness Practice',
      metaDescription:
        'Plan an acts of kindness day: do several deliberate kind acts in one day each week, a research-backed way to lift mood and strengthen connection.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 30,
          steps: [
            'Choose one day this week as your kindness day.',
            'Plan five small acts of kindness, such as sending a thank-you message, making someone a drink or holding a door.',
            'Carry them out across the day, with no expectation of anything in return.',
            'In the evening, write down what you did and how you and the others seemed to feel.',
          ],
          benefits: ['Lifts mood through giving', 'Builds warmth in everyday relationships'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 60,
          steps: [
            'Repeat your kindness day weekly for six weeks, varying the acts to keep them fresh.',
            'Include at least one anonymous act each week, such as paying for a coffee for the next person in the queue.',
            'Include one act that takes real effort, such as helping a neighbour with a job or volunteering for an hour.',
            'Notice any pull to be thanked or recognised, and let it pass.',
            'At the end of six weeks, reflect on how the practice has changed your mood and relationships.',
          ],
          benefits: [
            'Builds a lasting habit of generosity',
            'Strengthens a sense of belonging',
            'Shifts attention away from rumination',
          ],
        },
      ],
    },
    {
      slug: 'woop-mental-contrasting',
      name: 'WOOP: Mental Contrasting with If-Then Plans',
      description:
        'WOOP stands for Wish, Outcome, Obstacle, Plan. You name a wish, imagine the best outcome, then honestly picture the inner obstacle most likely to stop you, and form an if-then plan to meet it. Pairing positive imagery with realistic obstacles turns daydreams into action far better than positive thinking alone.',
      traditionalRating: 2,
      traditionalEvidence:
        'A modern motivation science technique combining mental contrasting and implementation intentions, developed by psychologists from the 1990s onward.',
      scientificRating: 7,
      scientificEvidence:
        'Numerous randomised studies support mental contrasting, and meta-analyses show implementation intentions reliably improve goal attainment.',
      culturalOrigins: ['Motivation science', 'Social psychology'],
      contraindications: [
        'If a wish is out of reach or not truly yours, mental contrasting may help you let it go; treat that as a valid outcome, not a failure.',
        'Focus on inner obstacles you can influence; dwelling on external problems you cannot change may raise frustration.',
      ],
      preparationRequirements: [
        'A wish that is challenging but feasible',
        'Five to ten quiet minutes',
        'A card or note for your if-then plan',
      ],
      metaTitle: 'WOOP Method: Mental Contrasting for Goals That Stick',
      metaDescription:
        'Learn WOOP: Wish, Outcome, Obstacle, Plan. Combine positive imagery with realistic if-then planning to reach your goals more reliably.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 5,
          steps: [
            'Name a wish for the next day or week that is challenging but possible, in three to six words.',
            'Imagine the best outcome of fulfilling it, and let yourself picture it vividly for a minute.',
            'Ask what it is in you that could hold you back, such as a habit, feeling or belief, and picture that obstacle.',
            'Make an if-then plan: "if this obstacle shows up, then I will take this action."',
            'Say the plan to yourself once more, then write it somewhere you will see it.',
          ],
          benefits: ['Turns wishes into concrete plans', 'Prepares you in advance for predictable setbacks'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 10,
          steps: [
            'Use WOOP each morning for one wish of the day, and once a week for a longer-term wish.',
            'Practise finding the deeper obstacle behind the obvious one, such as fear of judgement behind procrastination.',
            'Write two or three if-then plans for different obstacles, keeping each action simple and specific.',
            'In the evening, check which plans you used and adjust them where they did not work.',
            'Notice which wishes keep stalling and consider whether they still matter to you.',
          ],
          benefits: [
            'Strengthens self-regulation and follow-through',
            'Clarifies which goals are worth pursuing',
            'Builds confidence through repeated small successes',
          ],
        },
      ],
    },
    {
      slug: 'self-distancing-third-person-talk',
      name: 'Self-Distancing and Third-Person Self-Talk',
      description:
        'When you are caught in a stressful situation, talking to yourself by name, as a wise friend would, or picturing the scene from a fly-on-the-wall view, creates psychological distance. From there, emotions cool a little and problems look more solvable. It is quick, quiet and can be used almost anywhere.',
      traditionalRating: 4,
      traditionalEvidence:
        'Echoes Stoic practices such as viewing life from above and journalling to oneself; studied in experimental psychology since the early 2000s.',
      scientificRating: 5,
      scientificEvidence:
        'Laboratory experiments show self-distancing reduces emotional reactivity and rumination; real-world trials are fewer and replication is still underway.',
      culturalOrigins: ['Experimental social psychology', 'Stoic philosophy'],
      contraindications: [
        'If you experience dissociation or feel detached from yourself, distancing exercises may add to that feeling; choose grounding practices instead.',
        'Distance is for reflection, not avoidance; if you use it to shut off feelings you need to process, balance it with talking to someone you trust.',
      ],
      preparationRequirements: [
        'A specific situation that is bothering you',
        'A few minutes to think or write',
      ],
      metaTitle: 'Self-Distancing: Third-Person Self-Talk for Calmer Thinking',
      metaDescription:
        'Use self-distancing and third-person self-talk to cool strong emotions, reduce rumination and see stressful situations more wisely and clearly.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 5,
          steps: [
            'Bring to mind a situation that is worrying or upsetting you.',
            'Ask yourself about it using your own name instead of "I", such as "what is Sam feeling right now, and why?"',
            'Answer in the second or third person, as if giving kind advice to a friend.',
            'Notice any change in how intense the feeling is and how clear the next step looks.',
          ],
          benefits: ['Cools strong emotion quickly', 'Brings a wiser, more balanced view'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 10,
          steps: [
            'Recall the situation and picture it from a fly-on-the-wall view, watching yourself from across the room.',
            'Describe what the observer sees, focusing on why the person feels as they do rather than replaying what happened.',
            'Imagine how you will see this situation in ten years, and write a sentence from that future perspective.',
            'Write a short letter of advice to yourself using your name, then read it back.',
            'Use a one-line version, such as "you have handled hard things before, Sam", next time stress rises.',
          ],
          benefits: [
            'Reduces rumination about painful events',
            'Supports better decisions under stress',
            'Builds a kinder inner voice',
          ],
        },
      ],
    },
  ],
};
