import type { PracticeCategoryContent } from './schema';

export const category: PracticeCategoryContent = {
  slug: 'emotional-regulation',
  name: 'Emotional Regulation',
  description:
    'Practical skills for meeting your feelings instead of being run by them. Drawn from dialectical behaviour therapy, compassion-focused work, emotion science and contemplative traditions, these practices help you name what you feel, ride out urges, calm a crisis, soften self-criticism and turn towards painful emotions with steadiness and kindness.',
  iconName: 'HeartHandshake',
  sortOrder: 5,
  practices: [
    {
      slug: 'rain-recognize-allow-investigate-nurture',
      name: 'RAIN: Recognize, Allow, Investigate, Nurture',
      description:
        'A four-step way of meeting a difficult feeling instead of fleeing it. You recognise what is happening, allow it to be there, investigate how it lives in your body with curiosity, and then offer yourself the kindness you would give a friend. RAIN turns a wave of anxiety, shame or anger into something you can stay with and learn from.',
      traditionalRating: 5,
      traditionalEvidence:
        'Draws on Buddhist insight-meditation teaching about non-reactive awareness; the acronym itself was coined by Western vipassana teachers in recent decades.',
      scientificRating: 4,
      scientificEvidence:
        'Its components (mindful acceptance, labelling and self-compassion) are each supported by trials; RAIN as a packaged practice has only small pilot studies.',
      culturalOrigins: ['Buddhist insight meditation', 'Western mindfulness teaching'],
      contraindications: [
        'If you live with trauma, the Investigate step can pull you into strong memories; keep your eyes open, stay at the edges of the feeling and stop if you feel overwhelmed.',
        'RAIN is not a substitute for crisis support; if a feeling comes with thoughts of harming yourself, contact a crisis line or clinician.',
      ],
      preparationRequirements: [
        'A quiet place to sit or stand for a few minutes',
        'A recent, moderately difficult feeling to practise with, not your hardest one at first',
      ],
      metaTitle: 'RAIN Practice: Recognize, Allow, Investigate, Nurture',
      metaDescription:
        'Learn the RAIN practice step by step to meet anxiety, shame or anger with mindful awareness and self-kindness, from a quick pause to a deeper session.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 5,
          steps: [
            'Pause and notice that something difficult is here. Say silently what it is: "This is worry," or "Anger is here."',
            'Allow the feeling to be present for a few breaths without trying to fix, argue with or push it away. You might whisper "this belongs" to it.',
            'Gently investigate where you feel it in your body, such as a tight chest, hot face or heavy stomach, and notice its shape and temperature with curiosity rather than judgement.',
            'Nurture yourself by placing a hand on your heart or cheek and offering a kind phrase, such as "It makes sense that this hurts" or "I am here with you."',
            'Rest for a minute in the awareness that noticed all of this, and notice whether the feeling has shifted even slightly.',
          ],
          benefits: [
            'Interrupts automatic reactions to strong feelings',
            'Builds the habit of turning toward emotions with kindness',
          ],
        },
        {
          level: 'Intermediate',
          durationMinutes: 15,
          steps: [
            'Sit comfortably, take a few slow breaths, and bring to mind a situation that stirs a moderate emotion, such as a recent argument or a lingering regret.',
            'Recognise each layer of what arises: the main emotion, the thoughts that feed it, and any secondary feelings such as shame about being upset.',
            'Allow each layer in turn, letting it be as big or as small as it is. If you notice resistance, allow the resistance too.',
            'Investigate by asking, "What does this part of me most believe?" and "What does it need from me right now?" Listen to the body as much as to the words.',
            'Nurture by offering exactly what seemed needed, whether reassurance, forgiveness, protection or companionship, through words, an image of a caring presence, or touch.',
            'After the four steps, sit quietly for a few minutes and notice the sense of space that often follows.',
            'Jot down one sentence about what you discovered so you can return to it later.',
          ],
          benefits: [
            'Reveals the beliefs and needs underneath recurring emotions',
            'Strengthens self-compassion in hard moments',
            'Loosens the grip of shame and self-criticism',
          ],
        },
      ],
    },
    {
      slug: 'urge-surfing-for-cravings',
      name: 'Urge Surfing',
      description:
        'A way of riding out a craving or impulse, whether to smoke, drink, snack, scroll or lash out, by observing it as a wave in the body that rises, peaks and falls. Instead of obeying or fighting the urge, you watch it closely until it passes, learning from direct experience that urges are temporary.',
      traditionalRating: 2,
      traditionalEvidence:
        'A modern technique developed within relapse-prevention and mindfulness-based addiction treatment in the late twentieth century.',
      scientificRating: 5,
      scientificEvidence:
        'Small randomised and laboratory studies show urge surfing can reduce smoking, drinking and craving intensity; larger trials of mindfulness-based relapse prevention support the wider approach.',
      culturalOrigins: ['Mindfulness-based relapse prevention', 'Cognitive-behavioural addiction treatment'],
      contraindications: [
        'Urge surfing supports but does not replace medical care for alcohol, benzodiazepine or opioid dependence, where stopping suddenly can be dangerous; withdrawal needs a clinician.',
        'If an urge involves self-harm or suicide, reach out to a crisis line or a trusted person straight away rather than sitting with it alone.',
      ],
      preparationRequirements: [
        'Decide in advance which urges you want to work with',
        'A timer or clock so you can see how long an urge lasts',
      ],
      metaTitle: 'Urge Surfing: Ride Out Cravings Without Giving In',
      metaDescription:
        'Urge surfing teaches you to watch a craving rise, peak and fade like a wave. A step-by-step guide for smoking, drinking, snacking or scrolling urges.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 5,
          steps: [
            'When an urge appears, pause and name it plainly: "I am having an urge to check my phone."',
            'Notice where the urge shows up in your body, such as tension in the hands, a pull in the chest or watering in the mouth.',
            'Breathe slowly and imagine the urge as a wave, with your breath as the surfboard that keeps you on top of it.',
            'Rate the urge from zero to ten every minute and watch how the number changes as the wave rises and falls.',
            'When the urge has dropped noticeably, decide consciously what you will do next, rather than acting on autopilot.',
          ],
          benefits: [
            'Shows that cravings pass without being obeyed',
            'Creates a gap between impulse and action',
          ],
        },
        {
          level: 'Intermediate',
          durationMinutes: 15,
          steps: [
            'Sit comfortably and recall a recent strong urge, or wait until one arises naturally during the day.',
            'Scan the body from head to feet, describing each sensation of the urge in neutral words such as heat, pressure, buzzing or pulling.',
            'Notice the thoughts that argue for acting, such as "Just this once," and label them simply as "urge talk".',
            'Keep returning to body sensations, watching how they change in intensity, location and quality from moment to moment.',
            'Stay with the wave until it has clearly crested and begun to fall, even if it rises again a few times.',
            'Afterwards, write down how long the urge lasted, its peak rating and what helped you stay with it.',
          ],
          benefits: [
            'Builds confidence in handling strong cravings',
            'Weakens the link between triggers and habitual behaviour',
            'Gives you useful information about your personal triggers',
          ],
        },
      ],
    },
    {
      slug: 'self-compassion-break',
      name: 'Self-Compassion Break',
      description:
        'A short practice for moments of pain or failure built on three elements: mindfulness of the suffering, a reminder that struggle is part of being human, and a gesture of kindness towards yourself. It softens harsh self-criticism and can be done in under five minutes, almost anywhere.',
      traditionalRating: 4,
      traditionalEvidence:
        'Grounded in Buddhist teachings on compassion and shaped by contemporary self-compassion research and its eight-week training programme.',
      scientificRating: 6,
      scientificEvidence:
        'Meta-analyses of self-compassion training show moderate reductions in depression, anxiety and self-criticism; the brief break itself has been tested in smaller experimental studies.',
      culturalOrigins: ['Buddhist compassion teachings', 'Contemporary self-compassion psychology'],
      contraindications: [
        'People with a history of harsh criticism or neglect sometimes feel grief or discomfort when they first offer themselves kindness; go gently, keep it brief and seek support if the discomfort persists.',
      ],
      preparationRequirements: [
        'A moment when you notice you are struggling',
        'Optional: a few kind phrases written down that feel natural to you',
      ],
      metaTitle: 'Self-Compassion Break: A 5-Minute Practice for Hard Moments',
      metaDescription:
        'A step-by-step self-compassion break: mindfulness, common humanity and kindness to soften self-criticism and stress in under five minutes.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 3,
          steps: [
            'Think of a situation that is causing you mild to moderate stress, and let yourself feel a little of the discomfort in your body.',
            'Acknowledge the pain with a mindful phrase such as "This is a moment of suffering" or simply "This hurts."',
            'Remind yourself of common humanity: "Other people feel this way too," or "Struggle is part of life."',
            'Place a hand on your heart or another soothing place, feel its warmth, and say "May I be kind to myself."',
            'Take two slow breaths and notice any change, however small.',
          ],
          benefits: [
            'Softens self-criticism in the moment',
            'Reduces feelings of isolation during difficulty',
          ],
        },
        {
          level: 'Intermediate',
          durationMinutes: 10,
          steps: [
            'Sit quietly and bring to mind a situation in which you are judging yourself harshly, such as a mistake at work.',
            'Notice the voice of the inner critic and the tone it uses, without arguing with it.',
            'Offer mindfulness in your own words, naming exactly what you feel: embarrassment, fear or disappointment.',
            'Widen your view to common humanity by picturing how many people, right now, are dealing with something similar.',
            'Ask yourself, "What do I need to hear right now?" and offer that phrase to yourself, as you would to a good friend in the same position.',
            'If soft kindness feels out of reach, try a more protective form, such as "I will not abandon myself" or "I can set a boundary here."',
            'Close by noticing how your body feels, and carry one phrase with you into the rest of the day.',
          ],
          benefits: [
            'Builds a kinder inner voice over time',
            'Supports motivation after setbacks without harshness',
            'Lowers rumination about mistakes',
          ],
        },
      ],
    },
    {
      slug: 'affect-labeling-name-the-feeling',
      name: 'Affect Labelling: Name It to Tame It',
      description:
        'Putting a feeling into words, such as "I feel anxious" or "this is disappointment", is one of the simplest ways to lower its intensity. Affect labelling asks you to pause and find the most accurate word for what you feel, which engages the reflective parts of the brain and gives you a little distance from the emotion.',
      traditionalRating: 3,
      traditionalEvidence:
        'Naming mental states is part of several contemplative traditions, such as Buddhist noting practice; the modern form comes from emotion science.',
      scientificRating: 7,
      scientificEvidence:
        'Well-replicated laboratory and brain-imaging studies show that labelling emotions reduces physiological and neural reactivity; clinical trials of the standalone practice are fewer.',
      culturalOrigins: ['Affective neuroscience', 'Buddhist noting practice'],
      contraindications: [
        'Labelling can feel flat or frustrating for people who find it hard to identify feelings; start with body sensations or broad words such as "pleasant" and "unpleasant".',
      ],
      preparationRequirements: [
        'A short pause in your day',
        'Optional: a list of emotion words saved on your phone',
      ],
      metaTitle: 'Name It to Tame It: Affect Labelling for Strong Emotions',
      metaDescription:
        'Affect labelling calms strong feelings by naming them precisely. Learn how to name emotions in the moment and build a richer emotional vocabulary.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 2,
          steps: [
            'When you notice a shift in mood, stop what you are doing and take one slow breath.',
            'Ask yourself, "What am I feeling right now?" and pick one simple word, such as sad, angry, scared, glad or tense.',
            'Say the word silently or softly, in a calm tone: "This is anger."',
            'Notice whether the feeling changes in intensity once it has been named.',
          ],
          benefits: ['Quickly lowers emotional intensity', 'Creates a moment of choice before reacting'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 5,
          steps: [
            'Set reminders to check in with your emotional state three times a day.',
            'Start with the body: notice your posture, breathing, jaw and belly, and describe what you find.',
            'Name the broad emotion, then refine it: is the anger closer to irritation, resentment or feeling betrayed?',
            'Rate the intensity from one to ten and note any second emotion underneath the first.',
            'Write the words down in a notes app so you can see your patterns over a week.',
          ],
          benefits: [
            'Builds emotional granularity',
            'Helps you notice emotions earlier, when they are easier to manage',
            'Makes it easier to tell others clearly what you feel',
          ],
        },
      ],
    },
    {
      slug: 'dbt-tipp-crisis-skills',
      name: 'TIPP Skills for Emotional Crisis',
      description:
        'A set of four fast-acting skills from dialectical behaviour therapy for moments when emotion is so high you cannot think: Temperature (cold water on the face), Intense exercise, Paced breathing and Paired muscle relaxation. They work through the body rather than through thinking, bringing arousal down within minutes so that other skills become possible.',
      traditionalRating: 2,
      traditionalEvidence:
        'Part of dialectical behaviour therapy, a structured psychotherapy developed from the late 1980s onwards.',
      scientificRating: 6,
      scientificEvidence:
        'Dialectical behaviour therapy has strong trial support as a whole; the individual TIPP skills rest on well-studied physiology such as the diving reflex and slow breathing, but have few dedicated trials.',
      culturalOrigins: ['Dialectical behaviour therapy'],
      risks: ['cold', 'intense_movement'],
      contraindications: [
        'Cold water on the face slows the heart sharply; avoid the temperature skill if you have heart disease, a slow or irregular heartbeat, or take beta-blockers, unless a clinician has approved it.',
        'Skip or adapt intense exercise if you have cardiovascular disease, uncontrolled high blood pressure, exercise-induced asthma, or are pregnant.',
        'If you have an eating disorder, do not use intense exercise as a coping skill, since it can feed compensatory patterns.',
        "Avoid the cold skill if you have Raynaud's phenomenon or cold urticaria.",
        'Stop any part of TIPP if you feel dizzy or faint, or have chest pain or unusual breathlessness, and consult a clinician.',
      ],
      preparationRequirements: [
        'A bowl of cold water or a cold pack wrapped in a cloth, never ice directly on the skin',
        'A safe space to move for a few minutes',
        'A card listing the four skills, written while you are calm',
      ],
      metaTitle: 'TIPP Skills: Fast DBT Techniques to Calm an Emotional Crisis',
      metaDescription:
        'How to use DBT TIPP skills (temperature, intense exercise, paced breathing and paired muscle relaxation) to bring overwhelming emotion down fast.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 10,
          steps: [
            'Rate your distress from zero to ten. TIPP is for moments around seven or above, when thinking clearly feels impossible.',
            'Bend forward and hold a cold pack or a cloth soaked in cold water over your eyes and cheeks for 15 to 30 seconds while breathing normally.',
            'Slow your breathing so the out-breath is longer than the in-breath, for example in for four counts and out for six, for two minutes.',
            'Re-rate your distress. If it has dropped to a level where you can think, choose your next step; if not, continue with the remaining skills.',
          ],
          benefits: [
            'Brings extreme arousal down within minutes',
            'Uses the body to reset when words do not help',
          ],
        },
        {
          level: 'Intermediate',
          durationMinutes: 20,
          steps: [
            'On a calm day, write a TIPP plan: where you will get cold water, what exercise you can safely do, and which breathing pace suits you.',
            'When distress spikes, begin with temperature: cold water or a cold pack on the face for 15 to 30 seconds while bending forward.',
            'Follow with intense exercise matched to your fitness, such as brisk stair climbing, jumping jacks or fast walking, for five to ten minutes.',
            'Move into paced breathing at around five to six breaths per minute, with a longer out-breath, for three to five minutes.',
            'Finish with paired muscle relaxation: as you breathe in, tense a muscle group; as you breathe out, release it and silently say "relax". Move through hands, arms, shoulders, face, belly and legs.',
            'Re-rate your distress and write down which skill helped most, so your plan improves each time.',
          ],
          benefits: [
            'Gives you a reliable plan for crisis moments',
            'Reduces the urge to act impulsively',
            'Builds trust that overwhelming states can be brought down',
          ],
        },
      ],
    },
    {
      slug: 'dbt-opposite-action',
      name: 'Opposite Action',
      description:
        'When an emotion does not fit the facts, or acting on it would not help, you deliberately do the opposite of what it urges. Fear says avoid, so you approach; shame says hide, so you stay visible; anger says attack, so you gently step back. Done fully, with posture and voice as well as behaviour, it changes the emotion itself.',
      traditionalRating: 2,
      traditionalEvidence:
        'A core emotion-regulation skill in dialectical behaviour therapy, drawing on decades of behaviour therapy built around exposure and activation.',
      scientificRating: 6,
      scientificEvidence:
        'Exposure therapy and behavioural activation, which share the same principle, are among the best-supported psychological treatments; opposite action as a named skill is studied mainly within DBT programmes.',
      culturalOrigins: ['Dialectical behaviour therapy', 'Behaviour therapy'],
      contraindications: [
        'Do not use opposite action to override fear that fits the facts, such as a genuinely unsafe situation or relationship; check the facts first.',
        'For trauma-related fear, approach triggers gradually and ideally with a therapist, rather than forcing yourself into overwhelming situations.',
      ],
      preparationRequirements: [
        'A specific emotion that keeps pushing you toward unhelpful behaviour',
        'Some calm time to plan what the opposite action would look like',
      ],
      metaTitle: 'Opposite Action: A DBT Skill to Change Unhelpful Emotions',
      metaDescription:
        'Learn the DBT opposite action skill: identify the urge behind fear, shame, sadness or anger and act against it to shift the emotion itself.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 10,
          steps: [
            'Name the emotion you are feeling and the action it urges, for example "sadness, with an urge to stay in bed".',
            'Ask whether the emotion fits the facts and whether acting on it would move you toward your goals.',
            'If acting on the urge would not help, choose an opposite action: for sadness, get active; for fear, approach; for anger, be gently kind or step away.',
            'Do the opposite action in a small, doable form, such as a ten-minute walk or sending one message.',
            'Notice how the emotion changes during and after the action.',
          ],
          benefits: [
            'Breaks cycles of avoidance and withdrawal',
            'Shows that feelings can change through action',
          ],
        },
        {
          level: 'Intermediate',
          durationMinutes: 20,
          steps: [
            'Choose a recurring emotion-and-action pattern, such as avoiding emails when anxious.',
            'Plan your opposite action in detail, including body language, facial expression, tone of voice and what you will say to yourself.',
            'Carry out the action all the way rather than half-heartedly; for fear, that means approaching repeatedly until the fear lessens.',
            'Keep your thoughts in line with the action, for example replacing "I cannot cope" with "I am practising doing this anyway."',
            'Repeat the same opposite action on several occasions over the coming week.',
            'Review what happened to the intensity and frequency of the emotion, and adjust the plan if needed.',
          ],
          benefits: [
            'Reduces the intensity of recurring unhelpful emotions',
            'Builds confidence through repeated experience',
            'Aligns behaviour with long-term goals rather than passing moods',
          ],
        },
      ],
    },
    {
      slug: 'dbt-check-the-facts',
      name: 'Check the Facts',
      description:
        'A structured set of questions that helps you see whether an emotion, and its strength, fits the situation you are actually in. You separate the event from your interpretations, consider other explanations, and ask what threat or loss is really present. Often the emotion softens; when it does fit, you know to act on it wisely.',
      traditionalRating: 2,
      traditionalEvidence:
        'An emotion-regulation skill from dialectical behaviour therapy, closely related to the cognitive restructuring methods of cognitive behavioural therapy.',
      scientificRating: 6,
      scientificEvidence:
        'Cognitive restructuring has extensive trial support within cognitive behavioural therapy; check the facts itself is evaluated mainly as part of the wider DBT programme.',
      culturalOrigins: ['Dialectical behaviour therapy', 'Cognitive behavioural therapy'],
      contraindications: [
        'Checking the facts is not about proving your feelings wrong; if you tend to dismiss your own experience, pay equal attention to the times an emotion does fit.',
        'In abusive or unsafe situations, trust fear that fits the facts and seek practical help rather than reasoning it away.',
      ],
      preparationRequirements: [
        'Pen and paper or a notes app',
        'A situation that triggered a strong emotion in the last day or two',
      ],
      metaTitle: 'Check the Facts: A DBT Skill for Matching Emotions to Reality',
      metaDescription:
        'Use the DBT check the facts skill to test whether an emotion and its intensity fit the situation, with guiding questions and a written practice.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 10,
          steps: [
            'Name the emotion and rate its intensity from zero to ten.',
            'Describe the prompting event in plain, camera-like terms: what was actually said or done, without interpretations.',
            'Write down your interpretations and assumptions about the event, then list at least two other possible explanations.',
            'Ask whether you are assuming a threat or a catastrophe, and how likely it really is.',
            'Decide whether the emotion, or its intensity, fits the facts, and re-rate it.',
          ],
          benefits: [
            'Separates events from interpretations',
            'Often lowers the intensity of anger and anxiety',
          ],
        },
        {
          level: 'Intermediate',
          durationMinutes: 20,
          steps: [
            'Choose a recurring emotional reaction, such as feeling rejected when a friend does not reply.',
            'Work through the full set of questions in writing: event, interpretations, alternative explanations, threat, catastrophe and your ability to cope.',
            'Check the emotion against what it is for: fear fits a real threat, anger fits a blocked goal or unfair treatment, and guilt fits acting against your own values.',
            'If the emotion fits, plan how to solve the problem or act on it skilfully.',
            'If it does not fit, plan an opposite action or a different interpretation to practise.',
            'Track over a week how often your first interpretation turned out to be accurate.',
          ],
          benefits: [
            'Builds more flexible thinking under stress',
            'Helps you act wisely when emotions do fit',
            'Reduces repeated misunderstandings in relationships',
          ],
        },
      ],
    },
    {
      slug: 'container-exercise-for-overwhelm',
      name: 'Container Exercise',
      description:
        'An imagery technique for putting overwhelming thoughts, memories or worries away for now, so you can function, rest or sleep. You imagine a strong container, place the distressing material inside, seal it and store it somewhere safe, with a clear intention to come back to it at a chosen time, often with a therapist. It is about pacing, not suppression.',
      traditionalRating: 2,
      traditionalEvidence:
        'A resourcing technique from EMDR and other trauma therapies, developed in recent decades and drawing on older guided-imagery methods.',
      scientificRating: 3,
      scientificEvidence:
        'Widely used by trauma therapists and supported mainly by clinical experience and case reports; it has not been tested on its own in controlled trials.',
      culturalOrigins: ['EMDR therapy', 'Trauma-focused psychotherapy'],
      contraindications: [
        'The container is for pacing, not for avoiding problems indefinitely; if the same material keeps returning, it needs attention, ideally with a therapist.',
        'If you live with significant trauma or dissociation, learn this exercise with a therapist, who can help you use it safely alongside processing work.',
      ],
      preparationRequirements: [
        'A quiet place to sit for ten minutes',
        'A plan for when and where you will return to what you set aside',
      ],
      metaTitle: 'Container Exercise: Set Aside Overwhelming Thoughts for Now',
      metaDescription:
        'The container exercise from trauma therapy helps you set aside overwhelming thoughts and memories for now, so you can rest, work or sleep.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 10,
          steps: [
            'Sit comfortably, feel your feet on the floor and take a few slow breaths.',
            'Imagine a container strong enough to hold whatever is troubling you, such as a safe, a sturdy chest or a locked cabinet, and notice its size, material and lock.',
            'Picture the worries, images or feelings you want to set aside flowing into it, perhaps as a stream, a mist or a stack of files.',
            'Close and seal the container firmly, and notice the relief of it being shut.',
            'Decide where it will be kept, such as at the bottom of the sea or in a locked vault, and picture it there.',
            "Tell yourself when you will come back to it, such as at your next therapy session or during tomorrow's worry time, and return your attention to the room.",
          ],
          benefits: [
            'Reduces intrusive thoughts when you need to focus or sleep',
            'Gives a sense of control over overwhelming material',
          ],
        },
        {
          level: 'Intermediate',
          durationMinutes: 5,
          steps: [
            'Once the full imagery is familiar, practise calling up your container quickly, within one or two breaths.',
            'When distressing material intrudes at an unhelpful time, name it briefly and place it in the container.',
            'Check that the container feels secure; if something leaks out, strengthen it in your imagination, for example with an extra lock.',
            'Keep your promise to return to the material at the planned time, so the practice stays trustworthy.',
          ],
          benefits: [
            'Supports pacing during trauma therapy',
            'Helps you stay present at work or with others',
            'Builds trust that difficult material can be handled step by step',
          ],
        },
      ],
    },
    {
      slug: 'feelings-wheel-check-in',
      name: 'Feelings Wheel Check-In',
      description:
        'A daily check-in using a feelings wheel, a circular chart that moves from a few core emotions in the centre to dozens of more precise words around the edge. Working outwards helps you find exactly what you feel, and that precision is linked with calmer, more flexible responses and clearer communication.',
      traditionalRating: 2,
      traditionalEvidence:
        'Based on twentieth-century psychological models of basic emotions, later turned into wheel charts used widely in therapy and education.',
      scientificRating: 4,
      scientificEvidence:
        'Research on emotional granularity links a precise emotion vocabulary with better coping; feelings-wheel exercises themselves have mainly informal and classroom evidence.',
      culturalOrigins: ['Emotion psychology', 'Therapy and social-emotional learning'],
      contraindications: [
        'If naming feelings brings more distress than relief, pause the exercise and use a grounding practice first.',
      ],
      preparationRequirements: ['A printed or on-screen feelings wheel', 'A notebook or mood-tracking app'],
      metaTitle: 'Feelings Wheel Check-In: Name Your Emotions Precisely',
      metaDescription:
        'Use a feelings wheel to move from broad emotions to precise words. A daily check-in that builds your emotional vocabulary and self-understanding.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 3,
          steps: [
            'Open your feelings wheel and take a breath, noticing your body for a moment.',
            'Start in the centre and choose the core emotion closest to what you feel, such as sad, scared, angry, happy or surprised.',
            'Move outward one ring and choose a more specific word, such as lonely rather than sad.',
            'Write down the word and one sentence about what may have prompted it.',
          ],
          benefits: ['Builds a richer emotional vocabulary', 'Makes vague moods easier to understand'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 10,
          steps: [
            'Check in at three set times each day for a week, such as morning, after work and before bed.',
            'Move all the way to the outer ring of the wheel, and note if more than one emotion is present at once.',
            'Write down the intensity of each emotion, the situation and any body sensations.',
            'At the end of the week, look for patterns: times of day, people or activities linked to particular feelings.',
            'Choose one pattern to respond to, for example planning more rest before the time of day you often feel irritable.',
          ],
          benefits: [
            'Reveals emotional patterns over time',
            'Helps you communicate feelings more clearly',
            'Supports earlier, gentler responses to difficult moods',
          ],
        },
      ],
    },
    {
      slug: 'window-of-tolerance-mapping',
      name: 'Window of Tolerance Mapping',
      description:
        'A reflective practice based on the idea that each of us has a zone of arousal in which we can think, feel and respond well. Above it we become anxious, angry or panicky; below it we go numb, flat or shut down. By mapping your own signs of each state and the strategies that bring you back, you learn to notice drift early and steer yourself home.',
      traditionalRating: 2,
      traditionalEvidence:
        'A modern concept from interpersonal neurobiology and trauma therapy, widely used in clinical practice since the late 1990s.',
      scientificRating: 3,
      scientificEvidence:
        'The model is widely used and consistent with research on stress and arousal, but it has not itself been tested in controlled trials.',
      culturalOrigins: ['Trauma-informed psychotherapy', 'Interpersonal neurobiology'],
      contraindications: [
        'Mapping states of shutdown or panic can bring back difficult memories for trauma survivors; if your history is severe, do this exercise with a therapist.',
      ],
      preparationRequirements: [
        'Paper and coloured pens, or a notes app',
        'About twenty minutes at a calm time',
      ],
      metaTitle: 'Window of Tolerance: Map Your Stress Zones and Calm Down',
      metaDescription:
        'Map your window of tolerance: spot the early signs of overwhelm and shutdown, and build a personal toolkit to return to a calm, steady state.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 15,
          steps: [
            'Draw three horizontal bands on a page: the top for too much activation, the middle for your window of tolerance, and the bottom for too little activation.',
            'In the middle band, write how you feel, think and act when you are steady, such as "breathing easily, able to listen, able to laugh".',
            'In the top band, write your personal signs of being over-activated, such as a racing heart, snapping at people or being unable to sit still.',
            'In the bottom band, write your signs of under-activation, such as numbness, heavy limbs, brain fog or wanting to disappear.',
            'Keep the map somewhere visible and glance at it once a day to ask, "Where am I right now?"',
          ],
          benefits: [
            'Makes invisible states visible and nameable',
            'Helps you notice stress before it peaks',
          ],
        },
        {
          level: 'Intermediate',
          durationMinutes: 20,
          steps: [
            'Return to your map and add, beside the top band, two or three strategies that calm you down, such as a long walk, slow breathing or cold water on your hands.',
            'Beside the bottom band, add strategies that gently bring you up, such as standing, moving, a strong taste or calling a friend.',
            'Note the triggers that tend to push you out of your window, and the early warning signs that come first.',
            'For one week, check in three times a day, mark where you are, and try a matching strategy whenever you are outside the window.',
            'At the end of the week, note which strategies worked best and what widened your window, such as good sleep or time with others.',
          ],
          benefits: [
            'Builds a personalised regulation toolkit',
            'Helps you respond to shutdown as well as to anxiety',
            'Gradually widens your capacity to stay steady under stress',
          ],
        },
      ],
    },
    {
      slug: 'butterfly-hug-self-soothing',
      name: 'Butterfly Hug',
      description:
        'A self-soothing technique in which you cross your arms over your chest and tap just below your collarbones alternately, left and right, at a slow, steady pace while breathing gently. Developed to help disaster survivors calm themselves, it offers rhythmic, comforting touch you can give yourself in moments of distress.',
      traditionalRating: 3,
      traditionalEvidence:
        'Developed in the late 1990s by trauma therapists working with hurricane survivors in Mexico, drawing on the bilateral stimulation used in EMDR therapy.',
      scientificRating: 3,
      scientificEvidence:
        'Used widely in humanitarian and trauma-therapy settings and supported by small studies and case reports, with little high-quality controlled research.',
      culturalOrigins: ['EMDR therapy', 'Humanitarian trauma response in Mexico'],
      contraindications: [
        'For some trauma survivors, self-touch or bilateral tapping can bring up memories; keep your eyes open, tap lightly and stop if you feel more distressed rather than less.',
        'Use it to soothe present distress rather than to work through trauma memories on your own; memory processing belongs with a trained therapist.',
      ],
      preparationRequirements: [
        'A seat or somewhere to stand comfortably',
        'A calm moment to learn the movement before you need it',
      ],
      metaTitle: 'Butterfly Hug: A Self-Soothing Tapping Technique for Anxiety',
      metaDescription:
        'Learn the butterfly hug, a gentle bilateral tapping technique from trauma therapy, to calm anxiety and distress with your own soothing touch.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 3,
          steps: [
            'Cross your arms over your chest so the fingertips of each hand rest just below the opposite collarbone, thumbs linked if you like, like the wings of a butterfly.',
            'Look softly at a spot in front of you, or close your eyes if that feels safe.',
            'Tap your hands alternately, left then right, slowly and lightly, at about the pace of a calm heartbeat.',
            'Breathe slowly through your nose while you tap, and notice the sensations in your body without judging them.',
            'After a minute or two, stop, rest your hands and take a deep breath.',
          ],
          benefits: [
            'Offers calming touch in moments of distress',
            'Easy to use discreetly, almost anywhere',
          ],
        },
        {
          level: 'Intermediate',
          durationMinutes: 8,
          steps: [
            'Before you begin, rate your distress from zero to ten.',
            'Bring to mind a calm, safe memory or image and start the butterfly hug while holding that image.',
            'Tap for about a minute while noticing pleasant sensations linked to the image, then pause and breathe.',
            'Repeat for two or three more rounds, strengthening your sense of calm and safety.',
            'Re-rate your distress and note which image or phrase helped most, so you can return to it in harder moments.',
          ],
          benefits: [
            'Strengthens an inner resource of calm',
            'Helps settle the body after a stressful event',
            'A simple self-care tool for children and adults alike',
          ],
        },
      ],
    },
    {
      slug: 'five-senses-grounding-for-distress',
      name: '5-4-3-2-1 Grounding',
      description:
        'A quick grounding method for anxiety, panic or feeling unreal: you name five things you can see, four you can feel, three you can hear, two you can smell and one you can taste. Shifting attention to the senses pulls the mind out of spiralling thoughts and anchors you in the relative safety of the present moment.',
      traditionalRating: 2,
      traditionalEvidence:
        'A modern technique from anxiety and trauma therapy, related to the older mindfulness practice of attending to the senses.',
      scientificRating: 3,
      scientificEvidence:
        'Widely recommended by clinicians and consistent with research on attention and grounding, but the specific 5-4-3-2-1 sequence has little direct experimental evidence.',
      culturalOrigins: ['Anxiety and trauma therapy', 'Mindfulness of the senses'],
      contraindications: [
        'During a severe panic attack, counting can feel impossible; simplify to naming a few things you can see and feeling your feet on the floor.',
        'If anxiety attacks are frequent or come with chest pain, get medical advice to rule out physical causes.',
      ],
      preparationRequirements: [
        'Nothing is needed; it can be done anywhere',
        'Optional: a mint or strong-tasting sweet for the taste step',
      ],
      metaTitle: '5-4-3-2-1 Grounding: A Senses Technique to Ease Panic',
      metaDescription:
        'Use the 5-4-3-2-1 grounding technique to calm anxiety, panic or dissociation by naming what you can see, feel, hear, smell and taste right now.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 3,
          steps: [
            'Look around and name five things you can see, saying each one silently or aloud.',
            'Notice four things you can feel, such as your feet on the floor, your clothes or the chair beneath you.',
            'Listen for three things you can hear, near or far.',
            'Find two things you can smell, or recall two smells you like if nothing is noticeable.',
            'Notice one thing you can taste, or take a sip of water and notice its taste.',
            'Take a slow breath and notice whether you feel more present.',
          ],
          benefits: [
            'Interrupts spiralling anxious thoughts',
            'Brings you back from feeling spaced out or unreal',
          ],
        },
        {
          level: 'Intermediate',
          durationMinutes: 5,
          steps: [
            'Use the technique at the first sign of rising anxiety, rather than waiting for panic.',
            'Describe each thing you notice in detail, including its colour, texture, shape and temperature.',
            'Add a statement of where and when you are: "I am in my kitchen, it is Tuesday, and I am safe right now."',
            'Repeat the cycle once more if needed, then choose a calm next action.',
          ],
          benefits: [
            'Builds a reliable response to early anxiety',
            'Strengthens orientation during dissociation',
            'Gives you a sense of control over panic',
          ],
        },
      ],
    },
    {
      slug: 'dbt-self-soothe-kit',
      name: 'Self-Soothe Kit for the Five Senses',
      description:
        'A distress-tolerance skill in which you comfort yourself through each of the senses, with a favourite scent, soft fabric, calming music, a warm drink or a picture you love, and gather these into a box ready for hard moments. It helps you get through painful emotions without making things worse.',
      traditionalRating: 2,
      traditionalEvidence:
        'A distress-tolerance skill from dialectical behaviour therapy, echoing age-old ways people comfort themselves and each other.',
      scientificRating: 5,
      scientificEvidence:
        'Part of DBT, which has strong trial support; self-soothing on its own is backed by clinical experience and research on sensory comfort rather than dedicated trials.',
      culturalOrigins: ['Dialectical behaviour therapy'],
      contraindications: [
        'Leave out items linked to harmful habits, such as alcohol or triggering images, and be cautious with food if you have an eating disorder.',
        'Self-soothing helps you tolerate distress but does not solve the underlying problem; return to problem-solving once you are calmer.',
      ],
      preparationRequirements: ['A shoebox or bag', 'One or two items chosen for each of the five senses'],
      metaTitle: 'DBT Self-Soothe Kit: Calm Distress Through the Five Senses',
      metaDescription:
        'Build a DBT self-soothe kit with comforting items for sight, sound, smell, taste and touch, and learn how to use it when emotions run high.',
      levels: [
        {
          level: 'Building the kit',
          durationMinutes: 20,
          steps: [
            'On a calm day, find a box or bag to become your self-soothe kit.',
            'Choose one or two items for sight, such as a photo or postcard that makes you feel safe.',
            'Add items for sound, smell, taste and touch, such as a playlist link, a lavender sachet, a herbal tea bag and a soft scarf.',
            'Write a short note to include, reminding yourself that the feeling will pass.',
            'Keep the kit somewhere easy to reach, and tell someone you trust where it is if you like.',
          ],
          benefits: ['Makes comfort easy to reach in a crisis', 'Reduces reliance on harmful coping habits'],
        },
        {
          level: 'Using the kit',
          durationMinutes: 15,
          steps: [
            'When distress rises, rate it from zero to ten and open your kit.',
            'Work through the senses slowly, spending a minute or two with each item and giving it your full attention.',
            'Notice any thoughts that say you do not deserve comfort, and gently return to the sensation.',
            'Re-rate your distress and note which items helped most.',
            'Refresh the kit every few months so the items stay meaningful.',
          ],
          benefits: [
            'Builds confidence in tolerating hard moments',
            'Teaches you what comforts you personally',
            'Lowers distress enough to think clearly',
          ],
        },
      ],
    },
    {
      slug: 'radical-acceptance-for-painful-emotions',
      name: 'Radical Acceptance',
      description:
        'A practice of fully acknowledging a painful reality you cannot change right now, with mind, heart and body, instead of fighting it. Acceptance is not approval or giving up; it frees the energy spent on "this should not be happening" so you can grieve, heal and act where you can.',
      traditionalRating: 5,
      traditionalEvidence:
        'Rooted in Zen and other contemplative traditions of acceptance, and formalised as a distress-tolerance skill in dialectical behaviour therapy.',
      scientificRating: 5,
      scientificEvidence:
        'Acceptance-based therapies have solid trial support for reducing distress; radical acceptance as a specific skill is studied mainly within DBT programmes.',
      culturalOrigins: ['Zen Buddhism', 'Dialectical behaviour therapy'],
      contraindications: [
        'Acceptance does not mean tolerating abuse or harm; if you are in an unsafe situation, put safety and support first.',
        'Accepting a major loss can release a wave of grief; have support available and go at your own pace.',
      ],
      preparationRequirements: [
        'A situation you keep fighting in your mind that cannot be changed right now',
        'A quiet place to sit for a while',
      ],
      metaTitle: 'Radical Acceptance: Stop Fighting What You Cannot Change',
      metaDescription:
        'Learn radical acceptance, a DBT skill rooted in Zen, to stop fighting painful realities so you can grieve, heal and act where you can.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 10,
          steps: [
            'Choose a small, frustrating fact of life to practise with, such as a cancelled plan or a traffic jam.',
            'Notice the thoughts of resistance, such as "This is unfair" or "This should not be happening."',
            'Say to yourself, "This is how it is right now," and let your shoulders, hands and face soften.',
            'Remind yourself that causes led to this moment, so the situation makes sense even if you do not like it.',
            'Notice any disappointment or sadness that comes once the fight eases, and let it be present.',
          ],
          benefits: ['Reduces the suffering added by resistance', 'Frees energy for what you can change'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 20,
          steps: [
            'Choose a larger painful reality, such as a relationship ending or a health limitation.',
            'Sit with an open posture, palms turned up on your thighs and a gentle half-smile, to invite acceptance through the body.',
            'List the facts of the situation and the causes behind them, without blame.',
            'Imagine what you would do if you fully accepted this reality, and rehearse those actions in your mind.',
            'Allow grief, anger or disappointment to arise, breathing with them rather than pushing them away.',
            'Expect to turn your mind towards acceptance many times; each time you catch yourself fighting, choose acceptance again.',
          ],
          benefits: [
            'Supports grieving and adjusting to loss',
            'Reduces bitterness and rumination',
            'Makes space for wise action',
          ],
        },
      ],
    },
    {
      slug: 'dbt-please-vulnerability-care',
      name: 'PLEASE Skills: Body Care for a Steadier Mood',
      description:
        'A DBT skill that lowers your vulnerability to emotional storms by looking after the body: treat PhysicaL illness, balance Eating, Avoid mood-altering substances, balance Sleep and get Exercise. When you are tired, hungry, hungover or ill, emotions hit harder; PLEASE builds a steadier base for every other skill.',
      traditionalRating: 2,
      traditionalEvidence:
        'An emotion-regulation skill from dialectical behaviour therapy, echoing long-standing medical and folk wisdom about rest, food and health.',
      scientificRating: 7,
      scientificEvidence:
        'Strong research links sleep, physical activity, diet quality and substance use with mood and emotional reactivity; PLEASE as a named skill is evaluated mainly within DBT.',
      culturalOrigins: ['Dialectical behaviour therapy'],
      contraindications: [
        'If you have an eating disorder, work on the eating and exercise parts with your treatment team rather than setting your own rules.',
        'Cutting down alcohol or drugs after heavy use can cause dangerous withdrawal; get medical advice before reducing.',
      ],
      preparationRequirements: [
        'A simple daily tracking sheet or app',
        'An honest look at your current sleep, food and activity',
      ],
      metaTitle: 'PLEASE Skills: DBT Self-Care to Reduce Emotional Vulnerability',
      metaDescription:
        'The DBT PLEASE skills (physical health, eating, avoiding mood-altering drugs, sleep and exercise) lower your vulnerability to emotional storms.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 10,
          steps: [
            'Write the five areas on a card: physical illness, eating, mood-altering substances, sleep and exercise.',
            'Rate yourself from zero to ten in each area for the past week.',
            'Pick the lowest-scoring area and choose one small change, such as a regular bedtime or eating breakfast.',
            'Practise that one change every day for a week and notice any effect on your mood.',
          ],
          benefits: [
            'Reduces emotional reactivity linked to tiredness and hunger',
            'Breaks self-care into manageable steps',
          ],
        },
        {
          level: 'Intermediate',
          durationMinutes: 10,
          steps: [
            'Use a daily tracker to record sleep hours, meals, substances, movement and any illness.',
            'Add a daily rating of your mood and how reactive you felt.',
            'After two weeks, look for links, such as irritability after short nights or low mood after skipped meals.',
            'Set one realistic goal in each of two areas, and book any medical appointments you have been postponing.',
            'Review progress weekly, praising effort rather than perfection.',
          ],
          benefits: [
            'Shows how body and mood connect for you personally',
            'Builds lasting routines that support emotional stability',
            'Makes other emotion skills easier to use',
          ],
        },
      ],
    },
    {
      slug: 'eft-emotional-freedom-tapping',
      name: 'EFT Tapping (Emotional Freedom Techniques)',
      description:
        'A self-help method that combines naming a distressing feeling with tapping lightly on a sequence of points on the face, upper body and hand that correspond to acupuncture points. People use it for anxiety, cravings and stressful memories. Its proposed energy-meridian mechanism is unproven, but the mix of exposure, self-acceptance statements and soothing touch may explain why many find it calming.',
      traditionalRating: 3,
      traditionalEvidence:
        'Created in the 1990s from an earlier method called thought field therapy, borrowing point locations from traditional Chinese acupuncture.',
      scientificRating: 4,
      scientificEvidence:
        'A number of randomised trials and meta-analyses report reductions in anxiety and stress, but many studies are small, poorly controlled or run by advocates, and the meridian theory lacks support.',
      culturalOrigins: ['Thought field therapy', 'Traditional Chinese acupuncture points'],
      contraindications: [
        'Do not use tapping alone to work through serious trauma memories; severe trauma is best addressed with a trained therapist.',
        'Tap gently and avoid any areas with injury, skin conditions or recent surgery.',
      ],
      preparationRequirements: [
        'A quiet place where you can speak aloud',
        'A specific, moderately distressing issue to work with',
      ],
      metaTitle: 'EFT Tapping: How to Do Emotional Freedom Techniques',
      metaDescription:
        'Learn EFT tapping step by step, from setup statement to tapping points and ratings, to ease anxiety and stress, with an honest look at the evidence.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 5,
          steps: [
            "Choose one specific feeling, such as anxiety about tomorrow's meeting, and rate it from zero to ten.",
            'Tap the fleshy outer edge of your hand, below the little finger, while saying three times: "Even though I feel this anxiety, I deeply accept myself."',
            'Tap five to seven times on each point in turn (top of the head, inner eyebrow, side of the eye, under the eye, under the nose, chin, collarbone and under the arm) while repeating a short reminder phrase such as "this anxiety".',
            'Take a deep breath and re-rate the feeling.',
            'Repeat the round if the rating is still above three or four.',
          ],
          benefits: [
            'Gives a structured way to stay with a feeling',
            'Rhythmic, soothing touch can ease anxiety',
          ],
        },
        {
          level: 'Intermediate',
          durationMinutes: 15,
          steps: [
            'Write down the issue and break it into specific aspects, such as the memory of a comment, a tight throat and the fear of it happening again.',
            'Rate each aspect separately from zero to ten.',
            'Work through tapping rounds on one aspect at a time, adjusting the setup statement to match what you feel right now.',
            'Notice when new thoughts or memories surface, write them down and rate them for later rounds.',
            'Finish with a round using a positive phrase, such as "I can handle this calmly."',
            'Record the before-and-after ratings to see what changes across sessions.',
          ],
          benefits: [
            'Helps break big feelings into workable pieces',
            'Pairs self-acceptance with facing difficult material',
            'Offers a self-help routine for recurring stress',
          ],
        },
      ],
    },
    {
      slug: 'emotion-reappraisal-reframe',
      name: 'Cognitive Reappraisal of Emotions',
      description:
        'Changing how you interpret a situation in order to change how you feel about it. Rather than suppressing a feeling, you look for a different, equally true angle: a setback as a chance to learn, or a racing heart before a talk as energy rather than dread. It is one of the most studied and effective ways of regulating emotion.',
      traditionalRating: 4,
      traditionalEvidence:
        'Echoes Stoic philosophy, which taught that we are disturbed less by events than by our judgements about them; formalised in modern emotion-regulation science.',
      scientificRating: 8,
      scientificEvidence:
        'Extensive experimental, brain-imaging and clinical research, including meta-analyses, shows reappraisal reliably reduces negative emotion and is linked with better wellbeing than suppression.',
      culturalOrigins: ['Stoic philosophy', 'Emotion-regulation science', 'Cognitive therapy'],
      contraindications: [
        'Reappraisal is not pretending everything is fine; if a situation is genuinely harmful, treat the emotion as a signal to act rather than reframing it away.',
        'During very intense emotion, reappraisal can be hard to do; calm the body first with slow breathing or grounding.',
      ],
      preparationRequirements: [
        'A recent situation that stirred a moderate emotion',
        'Pen and paper for the written version',
      ],
      metaTitle: 'Cognitive Reappraisal: Reframe Situations to Change Feelings',
      metaDescription:
        'Cognitive reappraisal changes how you feel by changing how you see a situation. Learn quick reframes and a written practice backed by strong research.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 5,
          steps: [
            'Notice a moment of stress or frustration and name the emotion.',
            'Ask yourself, "How else could I look at this?" and think of at least one other perspective that is also true.',
            'Try a distancing question: "How will I see this in a year?" or "What would I tell a friend in this situation?"',
            'Notice how the new perspective changes the intensity of your feeling.',
          ],
          benefits: ['Softens negative emotions in the moment', 'Encourages flexible thinking'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 15,
          steps: [
            'Write down a situation that still bothers you and rate the emotion from zero to ten.',
            'Write your current interpretation in one sentence.',
            "Generate three alternative interpretations, including one about what you can learn and one about the other person's possible circumstances.",
            'Where it fits, reframe your body\'s response, for example "my heart is racing because my body is getting ready to perform".',
            'Choose the most believable alternative, read it slowly and re-rate your emotion.',
            'Practise with one situation each day for two weeks, until reframing starts to happen more naturally.',
          ],
          benefits: [
            'Builds a lasting habit of flexible interpretation',
            'Reduces anxiety before performances and challenges',
            'Linked with greater wellbeing than suppressing feelings',
          ],
        },
      ],
    },
    {
      slug: 'anger-time-out-protocol',
      name: 'Anger Time-Out',
      description:
        'A planned, agreed break from a heated conversation before anger tips into words or actions you regret. You signal that you need a pause, leave for a set time, calm your body without rehearsing grievances, and then come back to finish the conversation. The return is what separates a time-out from walking away.',
      traditionalRating: 2,
      traditionalEvidence:
        'A modern technique from anger-management programmes and couples therapy, building on research into emotional flooding during conflict.',
      scientificRating: 4,
      scientificEvidence:
        'Time-outs are a standard part of anger-management and couples-therapy programmes with moderate overall support; the technique on its own has limited and mixed direct evidence.',
      culturalOrigins: ['Anger-management therapy', 'Couples therapy'],
      contraindications: [
        'A time-out must never be used to punish, stonewall or control someone; always agree a time to return and keep to it.',
        'If there has been violence or threats in a relationship, seek specialist support; a time-out alone is not enough to keep people safe.',
      ],
      preparationRequirements: [
        'A signal word or phrase agreed with the other person while you are both calm',
        'A place you can go for twenty to thirty minutes',
      ],
      metaTitle: 'Anger Time-Out: Pause a Heated Argument the Healthy Way',
      metaDescription:
        'How to take an anger time-out that works: agree a signal, cool your body for twenty minutes without stewing, then return to resolve the conflict.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 25,
          steps: [
            'Learn your personal anger warning signs, such as a hot face, a raised voice, clenched fists or a pounding heart.',
            'When you notice them, say your agreed phrase calmly, such as "I need a time-out; I will be back in twenty minutes."',
            'Go to a different room or outside, without slamming doors or having the last word.',
            'Calm your body with a walk, slow breathing or cool water on your hands, and avoid replaying the argument in your head.',
            'Return at the agreed time and, if you are calm, continue the conversation; if not, agree a new time.',
          ],
          benefits: [
            'Prevents escalation into hurtful words or actions',
            'Gives the body time to come down from flooding',
          ],
        },
        {
          level: 'Intermediate',
          durationMinutes: 30,
          steps: [
            'On a calm day, sit down with your partner, friend or family member and agree together how time-outs will work.',
            'Agree a signal, a minimum break of twenty minutes, and that either person can call a time-out without argument.',
            'During the break, first calm down, then reflect on what you need and what the other person might be feeling.',
            'When you return, begin with one sentence that acknowledges the other person, such as "I know this matters to you."',
            'Once the conflict is resolved, review together how the time-out went and what to adjust.',
          ],
          benefits: [
            'Builds trust that breaks will end in reconnection',
            'Improves conflict resolution in relationships',
            'Helps you catch anger earlier over time',
          ],
        },
      ],
    },
    {
      slug: 'compassionate-self-imagery',
      name: 'Compassionate Self Imagery',
      description:
        'A practice from compassion-focused therapy in which you imagine and step into the qualities of your wisest, kindest, most resilient self: calm, strong and committed to helping. From that perspective you then relate to the part of you that is anxious, ashamed or angry. It is designed especially for people with a loud inner critic.',
      traditionalRating: 3,
      traditionalEvidence:
        'Developed within compassion-focused therapy in recent decades, drawing on evolutionary psychology and Buddhist compassion practices.',
      scientificRating: 5,
      scientificEvidence:
        'Randomised trials and reviews of compassion-focused therapy show reductions in shame, self-criticism and depression, although many of the studies are small.',
      culturalOrigins: ['Compassion-focused therapy', 'Buddhist compassion practice'],
      contraindications: [
        'Imagining compassion can stir grief or fear in people unused to kindness; start briefly, keep your eyes open if needed, and work with a therapist if it feels overwhelming.',
      ],
      preparationRequirements: [
        'A quiet place to sit for ten to twenty minutes',
        'A slow, soothing rhythm of breathing you can settle into',
      ],
      metaTitle: 'Compassionate Self Imagery: A CFT Practice for Self-Criticism',
      metaDescription:
        'Step into your wise, strong and kind compassionate self with this compassion-focused therapy practice that eases shame and self-criticism.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 10,
          steps: [
            'Sit upright in a relaxed posture and slow your breathing slightly, letting the out-breath lengthen.',
            'Allow a gentle, warm expression on your face, as if greeting someone you care about.',
            'Imagine yourself at your best: wise, calm, strong and kind. It does not matter whether you feel this yet; simply imagine it.',
            'Notice how this compassionate self would stand, speak and breathe, and let your body take on those qualities.',
            'Spend a few minutes simply being this self, then gently open your eyes.',
          ],
          benefits: ['Activates a sense of warmth and safety', 'Offers an alternative to the inner critic'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 20,
          steps: [
            'Begin as in the beginner practice, settling into your compassionate self.',
            'Bring to mind the part of you that is struggling, perhaps anxious, ashamed or self-critical, and picture it in front of you.',
            'From your compassionate self, notice what this part is feeling and what it needs.',
            'Offer it words, a tone of voice and a gesture of care, with the wisdom to understand and the strength to help.',
            'Consider what the compassionate self would do next in your real situation, and plan one small action.',
            'Rest for a minute before ending, noticing the feeling of being on your own side.',
          ],
          benefits: [
            'Reduces shame and self-attack',
            'Helps you respond to distress with wisdom and courage',
            'Builds an inner ally you can call on daily',
          ],
        },
      ],
    },
    {
      slug: 'safe-place-imagery',
      name: 'Calm Place Imagery',
      description:
        'A guided-imagery practice in which you build a detailed inner picture of a place where you feel calm and safe, real or imagined, using all your senses. Practised regularly, the calm place becomes a resource you can return to in your mind when emotions surge, and it is widely used to prepare people for trauma therapy.',
      traditionalRating: 3,
      traditionalEvidence:
        'Draws on guided-imagery methods from hypnotherapy and relaxation training, and is a standard resourcing step in modern trauma therapy.',
      scientificRating: 3,
      scientificEvidence:
        'Guided imagery in general has moderate research support for stress and anxiety; the specific calm-place exercise is supported mainly by clinical experience and small studies.',
      culturalOrigins: ['Guided imagery and hypnotherapy', 'Trauma therapy'],
      contraindications: [
        'Avoid places linked with a person or memory that is mixed or painful; choose an imagined place if no real place feels fully safe.',
        'If the imagery brings up distressing pictures, open your eyes, ground yourself through your senses and try again later with support.',
      ],
      preparationRequirements: ['A comfortable seat where you will not be disturbed', 'About ten minutes'],
      metaTitle: 'Calm Place Imagery: Build an Inner Safe Place for Stress',
      metaDescription:
        'Create a calm, safe place in your imagination using sight, sound, smell and touch, and use it as an inner refuge when emotions run high.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 10,
          steps: [
            'Sit comfortably, let your breathing slow, and close your eyes or rest them on a point on the floor.',
            'Bring to mind a place where you feel calm and safe, such as a beach, a garden or an imagined cabin.',
            'Notice what you can see there: colours, light, shapes and the view in front of you.',
            'Add sounds, smells, the temperature of the air and what you can feel under your feet or hands.',
            'Notice the sense of calm in your body and where you feel it most.',
            'Choose a single word that sums up the place, such as "shore", and then slowly return to the room.',
          ],
          benefits: ['Brings quick relaxation', 'Creates a mental refuge for later use'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 5,
          steps: [
            'Practise the full imagery daily for a week so the place becomes easy to call up.',
            'When mild stress arises, close your eyes briefly, say your cue word and step into the calm place for a minute.',
            'Notice the feeling of calm spreading in your body, and breathe slowly with it.',
            'Return to the present and notice how the stress has changed.',
          ],
          benefits: [
            'Gives fast access to calm in daily life',
            'Strengthens your ability to self-soothe',
            'Prepares you for deeper emotional or trauma work',
          ],
        },
      ],
    },
    {
      slug: 'halt-check-in',
      name: 'HALT Check-In',
      description:
        'A simple self-check from recovery communities: before acting on a strong emotion or craving, ask whether you are Hungry, Angry, Lonely or Tired. Each state makes emotions louder and self-control harder, and each has a practical remedy. It takes thirty seconds and often reveals that a basic need is driving a big feeling.',
      traditionalRating: 3,
      traditionalEvidence:
        'A long-standing saying in twelve-step recovery communities, passed on by word of mouth for decades.',
      scientificRating: 3,
      scientificEvidence:
        'Research on hunger, sleep loss, loneliness and anger shows each affects mood and self-control, but the HALT check itself has not been formally tested.',
      culturalOrigins: ['Twelve-step recovery communities'],
      contraindications: [
        'HALT is a quick self-check, not a treatment; persistent low mood, anger or loneliness deserve proper support from a clinician or counsellor.',
      ],
      preparationRequirements: [
        'Memorise the four letters',
        'Optional: a note on your phone or fridge as a reminder',
      ],
      metaTitle: 'HALT Check-In: Are You Hungry, Angry, Lonely or Tired?',
      metaDescription:
        'The HALT check-in asks whether you are hungry, angry, lonely or tired before you act on a strong feeling or craving, with a remedy for each state.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 1,
          steps: [
            'When you notice irritability, a craving or a sudden low mood, pause and take one breath.',
            'Ask in turn: Am I hungry? Am I angry? Am I lonely? Am I tired?',
            'Pick the one that fits best and meet that need first: eat something, let off steam safely, reach out to someone, or rest.',
          ],
          benefits: [
            'Uncovers the basic needs behind big feelings',
            'Prevents decisions made in a depleted state',
          ],
        },
        {
          level: 'Intermediate',
          durationMinutes: 5,
          steps: [
            'Set two reminders a day to run a HALT check, including one in the late afternoon when many people dip.',
            'Rate each of the four states from zero to ten and note the highest.',
            'Plan ahead for your most common state, such as carrying a snack or scheduling a call with a friend.',
            'At the end of the week, notice which states most often came before cravings or arguments.',
          ],
          benefits: [
            'Reveals personal patterns of vulnerability',
            'Supports relapse prevention',
            'Builds kinder, more practical self-care',
          ],
        },
      ],
    },
    {
      slug: 'reach-forgiveness-process',
      name: 'REACH Forgiveness',
      description:
        'A five-step process for letting go of resentment towards someone who hurt you: Recall the hurt, Empathise with the person who caused it, offer the Altruistic gift of forgiveness, Commit to the forgiveness you feel, and Hold on to it when doubts return. Forgiveness here is an inner change, not excusing harm or reconciling with someone unsafe.',
      traditionalRating: 6,
      traditionalEvidence:
        'Forgiveness is central to many religious and ethical traditions; the REACH structure was developed by a counselling psychologist in the late twentieth century.',
      scientificRating: 6,
      scientificEvidence:
        'Randomised trials and meta-analyses of forgiveness interventions, including REACH, show moderate reductions in resentment, depression and anxiety.',
      culturalOrigins: ['Religious and ethical traditions of forgiveness', 'Counselling psychology'],
      contraindications: [
        'Forgiveness is never required, and it does not mean reconciling with or staying near someone who is abusive or unsafe.',
        'Recalling serious harm can bring up trauma symptoms; work with a therapist if the hurt involves abuse or violence.',
      ],
      preparationRequirements: [
        'A specific, moderate hurt to start with, not your deepest wound',
        'A notebook and some private, unhurried time',
      ],
      metaTitle: 'REACH Forgiveness: Five Steps to Let Go of Resentment',
      metaDescription:
        'Work through the REACH forgiveness model (recall, empathise, altruistic gift, commit, hold) to release resentment without excusing harm.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 20,
          steps: [
            "Choose a moderate hurt, such as a friend's thoughtless comment, and recall it calmly, as if watching from a distance.",
            'Try to empathise by writing a short letter as the other person might, explaining the pressures or fears behind their action, without excusing it.',
            'Remember a time you were forgiven for something, and how that felt.',
            'Decide whether you wish to offer forgiveness as a gift, and if so, write a sentence such as "I choose to let go of my resentment about this."',
            'Keep the sentence somewhere safe as a reminder of your commitment.',
          ],
          benefits: ['Reduces resentment and rumination', 'Eases the stress of carrying grudges'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 45,
          steps: [
            'Work through the five steps slowly over several sessions, giving each one time.',
            'When recalling, write down both what happened and how it affected you, acknowledging the full hurt.',
            "When empathising, consider the other person's history, state of mind and wider circumstances.",
            'Make your commitment tangible, such as a written certificate, a statement spoken to a trusted person, or a small ritual.',
            'When resentment returns, remind yourself that remembering the hurt is not the same as taking back forgiveness, and re-read your commitment.',
            'Notice over the following weeks how often the hurt occupies your thoughts.',
          ],
          benefits: [
            'Supports lasting emotional release',
            'Can improve relationships where reconciliation is safe',
            'Linked with lower depression and anxiety',
          ],
        },
      ],
    },
  ],
};
