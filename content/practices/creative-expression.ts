import type { PracticeCategoryContent } from './schema';

export const category: PracticeCategoryContent = {
  slug: 'creative-expression',
  name: 'Creative Expression',
  description:
    'Writing, drawing, making music, moving and crafting as ways of knowing yourself. These practices are not about talent or a finished product: they give feelings a shape outside your head, loosen rigid thinking and bring the absorbed, playful attention that many people lose after childhood. Start small, keep what you make private if you like, and let the process matter more than the result.',
  iconName: 'Palette',
  sortOrder: 9,
  practices: [
    {
      slug: 'pennebaker-expressive-writing',
      name: 'Expressive Writing (Four-Day Method)',
      description:
        'Writing for about fifteen to twenty minutes on several consecutive days about a difficult experience, letting yourself explore your deepest thoughts and feelings without worrying about spelling, grammar or anyone reading it. Putting a jumbled experience into words seems to help the mind organise it, so it takes up less room. It is one of the most studied writing exercises in psychology.',
      traditionalRating: 3,
      traditionalEvidence:
        'A modern method developed in academic psychology from the late 1980s, drawing on older traditions of confession and diary keeping.',
      scientificRating: 7,
      scientificEvidence:
        'Hundreds of randomised studies and several meta-analyses show small but reliable benefits for mood, stress and some health measures, with effects that vary between people and settings.',
      culturalOrigins: ['American academic psychology', 'Diary and confessional traditions'],
      risks: [],
      contraindications: [
        'Writing about trauma often brings a short-term dip in mood; if you are in acute crisis or living with untreated PTSD, do this with a therapist rather than alone.',
        'If the writing leaves you flooded or unable to settle for hours, stop, switch to a lighter topic and seek support.',
      ],
      preparationRequirements: [
        'Twenty uninterrupted minutes on four days close together',
        'Pen and paper or a private document you can delete',
        'A little time afterwards to do something gentle',
      ],
      metaTitle: 'Expressive Writing: The Four-Day Method for Stress',
      metaDescription:
        'How to do expressive writing about a hard experience over four days, what the research shows, and how to keep it safe if old pain surfaces.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 15,
          steps: [
            'Choose an experience that still bothers you but does not overwhelm you; a recent frustration or worry is a good start.',
            'Set a timer for fifteen minutes and tell yourself that nobody will ever read this.',
            'Write continuously about what happened and, above all, about how you felt and what it meant to you.',
            'If you get stuck, repeat your last sentence or write what you are feeling right now until the words return.',
            'When the timer ends, stop mid-sentence if you need to, and take a few slow breaths before moving on.',
            'Repeat on three more days, writing about the same event or letting it widen to related ones.',
          ],
          benefits: [
            'A clearer, less tangled sense of a troubling event',
            'Relief from carrying unspoken thoughts',
          ],
        },
        {
          level: 'Intermediate',
          durationMinutes: 20,
          steps: [
            'Pick an experience that has shaped you more deeply, one you have rarely or never talked about.',
            'Write for twenty minutes on four consecutive days, linking the event to your relationships, your past and who you want to be.',
            'On later days, notice whether you begin to use words of understanding such as because, realise or now I see, and let that meaning-making happen.',
            'On the final day, write about what you have learned and what, if anything, you would like to do differently.',
            'Afterwards, decide whether to keep, hide or destroy the pages; either choice is fine.',
          ],
          benefits: [
            'Helps turn a raw memory into a story you can live with',
            'May ease rumination and improve sleep over the following weeks',
            'Builds vocabulary for feelings that were hard to name',
          ],
        },
      ],
    },
    {
      slug: 'morning-pages',
      name: 'Morning Pages',
      description:
        'Three longhand pages written first thing each morning, about anything at all. The point is not to write well but to empty the mental chatter — worries, lists, half-formed ideas — onto paper before the day begins. Many artists and writers use the habit to clear space for creative work and to notice patterns in what keeps coming up.',
      traditionalRating: 3,
      traditionalEvidence:
        'Popularised in the early 1990s through a widely used creativity recovery programme; it builds on the older practice of the daily journal.',
      scientificRating: 3,
      scientificEvidence:
        'There are no direct trials of morning pages; support comes from wider research on journaling and expressive writing, plus many personal reports.',
      culturalOrigins: ['American creative-recovery movement', 'Daily journal tradition'],
      risks: [],
      contraindications: [
        'If daily writing turns into repetitive worrying that leaves you more anxious, shorten it to one page and end each session by writing one small next step.',
      ],
      preparationRequirements: [
        'A notebook and pen kept by your bed or kettle',
        'About twenty to thirty minutes before the day begins',
      ],
      metaTitle: 'Morning Pages: How to Start the Daily Writing Habit',
      metaDescription:
        'A practical guide to morning pages: three longhand pages each morning to clear mental clutter, spark ideas and notice the patterns in your thinking.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 15,
          steps: [
            'Before checking your phone, sit down with a notebook and pen.',
            'Write by hand whatever is in your head, even if it is only that you are tired and have nothing to say.',
            'Keep the pen moving without rereading, correcting or judging; aim for one full page at first.',
            'Close the notebook and get on with your day without reading back what you wrote.',
            'Repeat each morning for two weeks, building toward three pages.',
          ],
          benefits: ['A quieter head at the start of the day', 'An easy, low-pressure writing habit'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 30,
          steps: [
            'Write three full pages by hand every morning for at least six weeks.',
            'Let complaints, plans, dreams and random thoughts all land on the page in whatever order they come.',
            'Once a week, read back through the pages and underline anything that repeats: a wish, a fear, an idea.',
            'Choose one recurring wish and take a small real-world step toward it that week.',
            'Keep the pages private so they stay honest.',
          ],
          benefits: [
            'Reveals recurring concerns and desires you might otherwise overlook',
            'Often frees up ideas for creative projects',
            'Builds steady self-discipline through a simple daily ritual',
          ],
        },
      ],
    },
    {
      slug: 'unsent-letter-writing',
      name: 'The Unsent Letter',
      description:
        'A letter written to someone — living, lost, estranged, or even a younger version of yourself — that you never intend to send. Because no one will read it, you can say what was left unsaid: anger, thanks, grief, apology. Therapists often use it to help people complete conversations that real life cut short.',
      traditionalRating: 4,
      traditionalEvidence:
        'Used for decades in grief counselling, Gestalt and family therapy, and echoing older customs of writing to the dead.',
      scientificRating: 4,
      scientificEvidence:
        'Studied mainly as part of broader grief and expressive-writing programmes; small trials and clinical reports suggest benefit, but the letter alone is rarely isolated.',
      culturalOrigins: ['Grief counselling', 'Gestalt therapy', 'Letter-writing to the dead'],
      risks: [],
      contraindications: [
        'Writing to someone who harmed you can reawaken painful memories; if you live with trauma, have a trusted person or therapist you can talk to afterwards.',
        'Keep the letter somewhere safe or destroy it; sending it in a heated moment can cause harm you did not intend.',
      ],
      preparationRequirements: [
        'Paper and pen, or a private file',
        'Thirty minutes alone without interruption',
        'Something comforting to do afterwards',
      ],
      metaTitle: 'The Unsent Letter: Writing What Was Left Unsaid',
      metaDescription:
        'How to write an unsent letter to someone you lost, miss or are angry with, so you can finish the conversation inside you without sending a word.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 20,
          steps: [
            'Choose someone to write to and a feeling you want to express, such as thanks or disappointment.',
            'Begin with Dear and their name, and write as if they could only listen, not reply.',
            'Say what happened from your side, what it meant to you and what you wish had been different.',
            'Close with what you want to say last, whether that is goodbye, thank you or I am letting this go.',
            'Read the letter aloud to yourself once, then fold it away or tear it up.',
          ],
          benefits: [
            'A sense of completion with an unfinished conversation',
            'Safe release of strong feelings',
          ],
        },
        {
          level: 'Intermediate',
          durationMinutes: 40,
          steps: [
            'Write the unsent letter as above, taking your time over every part of the relationship, not only the hardest moment.',
            'On another day, write the reply you imagine or hope for from that person, in their voice.',
            'Notice how it feels to read the reply; underline anything that softens or surprises you.',
            'Finish with a short ritual that suits you, such as burning the pages safely, burying them or placing them in a box.',
          ],
          benefits: [
            'Brings compassion and perspective to a painful relationship',
            'Supports grieving after loss or estrangement',
            'Helps you decide whether a real conversation is worth having',
          ],
        },
      ],
    },
    {
      slug: 'timed-freewriting',
      name: 'Timed Freewriting',
      description:
        'Writing without stopping for a fixed time — often ten minutes — with a rule that the pen never leaves the page. No crossing out, no rereading, no worrying about sense. It gets past the inner editor that blocks so many people and surfaces ideas and feelings you did not know you had.',
      traditionalRating: 3,
      traditionalEvidence:
        'Taught in writing classrooms since the 1970s and rooted in earlier surrealist automatic writing.',
      scientificRating: 3,
      scientificEvidence:
        'Research is mostly from writing education and shows reduced writing anxiety and more fluent output; wellbeing effects are inferred from related journaling studies.',
      culturalOrigins: ['Writing pedagogy', 'Surrealist automatic writing'],
      risks: [],
      contraindications: [
        'Uncensored writing can surface unexpected painful material; if that happens, it is fine to stop and write about something neutral instead.',
      ],
      preparationRequirements: ['A timer', 'Pen and paper or a distraction-free writing app'],
      metaTitle: "Timed Freewriting: Beat Writer's Block in 10 Minutes",
      metaDescription:
        'Learn timed freewriting: write nonstop for ten minutes to quiet your inner critic, unlock ideas and discover what you really think about anything.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 10,
          steps: [
            'Set a timer for ten minutes.',
            'Start with a simple prompt such as Right now I notice, and write whatever follows.',
            'Keep your hand moving the whole time; if your mind goes blank, write blank blank blank until something comes.',
            'Do not cross out, correct or reread until the timer ends.',
            'Afterwards, read through once and circle one phrase that feels alive.',
          ],
          benefits: ['Less fear of the blank page', 'Quick access to what you actually think'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 30,
          steps: [
            'Do a ten-minute freewrite on an open prompt.',
            'Circle the most interesting phrase and use it as the prompt for a second ten-minute freewrite.',
            'Repeat once more, a technique writing teachers call looping, so each round goes deeper.',
            'Write one sentence summarising what the three rounds revealed.',
          ],
          benefits: [
            'Develops a loose idea into a clear insight',
            'Useful for decisions, creative projects and journaling',
            'Trains you to separate drafting from judging',
          ],
        },
      ],
    },
    {
      slug: 'journal-dialogue-writing',
      name: 'Journal Dialogue',
      description:
        'A written conversation with a part of your life: your body, a project, a worry, your work, or an inner voice such as the critic. You write a question, then answer in the voice of the other, going back and forth like a script. The format lets you see a situation from angles you usually ignore.',
      traditionalRating: 4,
      traditionalEvidence:
        'Drawn from the intensive journal method developed by a depth psychologist in the 1960s and from Jungian active imagination.',
      scientificRating: 2,
      scientificEvidence:
        'Little formal research exists; it is supported by clinical experience and by the wider evidence on reflective writing and perspective-taking.',
      culturalOrigins: ['Intensive journal method', 'Jungian psychology'],
      risks: [],
      contraindications: [
        'If you have a history of psychosis or dissociation, giving voices to parts of yourself may be unsettling; use this only with guidance from your clinician.',
      ],
      preparationRequirements: [
        'A journal and pen',
        'A topic or part of yourself you want to understand better',
      ],
      metaTitle: 'Journal Dialogue: Write a Conversation With Yourself',
      metaDescription:
        'Use journal dialogue to write back and forth with your body, your inner critic or a tough choice, and see your situation from new angles.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 15,
          steps: [
            'Choose a partner for the dialogue, for example your tired body or a stalled project.',
            'Write a few lines describing where things stand between you right now.',
            "Write your first question, labelled Me, then answer it labelled with the partner's name, writing whatever comes.",
            'Continue the exchange for ten minutes without planning the replies.',
            'Finish by writing one thing you learned from the other side.',
          ],
          benefits: [
            'Fresh perspective on a stuck situation',
            'More understanding toward neglected parts of yourself',
          ],
        },
        {
          level: 'Intermediate',
          durationMinutes: 30,
          steps: [
            'Choose a harder partner, such as your inner critic or a fear.',
            'Begin by asking what it is trying to protect you from, and let it answer fully.',
            'Respond honestly, including disagreement, and keep the exchange respectful on both sides.',
            'Look for a small agreement the two voices can make, and write it down.',
            'Reread the dialogue a day later and note anything that has shifted.',
          ],
          benefits: [
            'Softens harsh self-talk by understanding its motives',
            'Helps settle inner conflict about decisions',
          ],
        },
      ],
    },
    {
      slug: 'mandala-drawing',
      name: 'Mandala Drawing',
      description:
        'Creating or colouring a circular design that radiates from a centre. Filling a circle with shapes and colours is absorbing and calming, and the structure of the circle makes it feel safe even for people who think they cannot draw. You can colour a printed mandala or build your own freehand.',
      traditionalRating: 8,
      traditionalEvidence:
        'Mandalas have been used in Hindu and Buddhist contemplative art for well over a thousand years, and were brought into Western therapy in the twentieth century.',
      scientificRating: 5,
      scientificEvidence:
        'Several small randomised studies find that colouring structured mandalas lowers anxiety more than free colouring or blank-page drawing, with short-lived effects.',
      culturalOrigins: ['Tibetan Buddhism', 'Hindu tantric art', 'Jungian art therapy'],
      risks: [],
      contraindications: [
        'If fine detail strains your eyes or hands, use a large printed design and thick pens, and stop when your grip tires.',
      ],
      preparationRequirements: [
        'Paper, a compass or round object to trace, and coloured pencils or pens',
        'A flat, well-lit surface',
      ],
      metaTitle: 'Mandala Drawing for Calm: A Step-by-Step Guide',
      metaDescription:
        'How to colour or draw your own mandala to ease anxiety and focus the mind, with beginner and intermediate steps and no artistic skill needed.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 20,
          steps: [
            'Print or buy a simple mandala outline, or trace a plate to make a circle.',
            'Pick three or four colours that appeal to you right now without thinking too hard.',
            'Begin colouring from the centre outward, one ring at a time.',
            'Let your attention rest on the movement of the pencil and the colour filling each shape.',
            'When you finish or the time is up, look at the whole circle for a moment before putting it away.',
          ],
          benefits: [
            'A quick drop in tension and racing thoughts',
            'Satisfying focus with no blank-page pressure',
          ],
        },
        {
          level: 'Intermediate',
          durationMinutes: 40,
          steps: [
            'Draw a large circle and mark its centre with a dot.',
            'Draw a small shape around the centre, then repeat a pattern of shapes in rings moving outward.',
            'Let the shapes and colours respond to your mood rather than a plan.',
            'When it feels complete, write a word or date on the back describing how you feel.',
            'Over several weeks, lay your mandalas side by side and notice how they change with your mood.',
          ],
          benefits: [
            'A visual record of your inner state over time',
            'Sustained, meditative absorption',
            'Gentle confidence in making something from nothing',
          ],
        },
      ],
    },
    {
      slug: 'zentangle-pattern-drawing',
      name: 'Zentangle Pattern Drawing',
      description:
        'Drawing small, repetitive patterns in pen on a square tile, one deliberate stroke at a time. Each pattern is built from simple lines, dots and curves, so anyone can do it, and there is no eraser: unexpected marks become part of the design. The slow, structured repetition is deeply absorbing.',
      traditionalRating: 2,
      traditionalEvidence:
        'A modern method created in the United States in the early 2000s, borrowing from doodling and pattern-based decorative art.',
      scientificRating: 3,
      scientificEvidence:
        'Only a few small studies exist, suggesting short-term reductions in stress; the evidence is preliminary.',
      culturalOrigins: ['American contemporary art practice', 'Pattern-based decorative art'],
      risks: [],
      contraindications: [
        'People with hand arthritis or tremor may find fine pen work tiring; work larger, take breaks and stop if joints ache.',
      ],
      preparationRequirements: [
        'A fine black pen and a small square of good paper',
        'A pencil for light guidelines',
      ],
      metaTitle: 'Zentangle Pattern Drawing: A Calm Beginner Guide',
      metaDescription:
        'Learn Zentangle-style pattern drawing: simple repeated strokes on a small tile that focus the mind and relax you, with no drawing skill required.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 15,
          steps: [
            'Take a small square of paper and put a light pencil dot in each corner.',
            'Join the dots with a loose pencil border, then draw one or two curving lines across to divide the square into sections.',
            'Choose a simple pattern, such as parallel lines or small circles, and fill one section in pen.',
            'Fill the other sections with different patterns, drawing each stroke slowly and on purpose.',
            'When done, turn the tile around to view it from every side.',
          ],
          benefits: ['Calm concentration in a short time', 'Builds comfort with imperfection'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 30,
          steps: [
            'Learn two or three new patterns from a reference and practise them in the margin.',
            'Create a tile combining patterns that overlap or flow into each other.',
            'Add shading with a pencil to give depth, blending with a fingertip.',
            'Keep your tiles together and notice how your patience and steadiness grow.',
          ],
          benefits: ['Longer spans of focused, absorbed attention', 'A growing sense of creative competence'],
        },
      ],
    },
    {
      slug: 'visual-art-journaling',
      name: 'Visual Art Journaling',
      description:
        'Keeping a journal where images, colour, collage and a few words share the page. Instead of explaining how a day felt, you might paint it, glue in a ticket stub, or scribble a shape. It suits people for whom written journaling feels dry, and it captures feelings that words miss.',
      traditionalRating: 4,
      traditionalEvidence:
        "Continues the artist's sketchbook and commonplace-book traditions and is widely used in contemporary art therapy.",
      scientificRating: 4,
      scientificEvidence:
        'Small controlled and qualitative studies in art therapy report reduced stress and improved mood; research on self-directed art journaling is limited.',
      culturalOrigins: ["Artists' sketchbooks", 'Art therapy'],
      risks: [],
      contraindications: [
        'Some paints, inks and glues give off fumes; use water-based materials and ventilate the room, especially if you have asthma.',
      ],
      preparationRequirements: [
        'A sturdy sketchbook',
        'Any mix of crayons, pens, watercolour, magazines, scissors and glue',
      ],
      metaTitle: 'Visual Art Journaling: Express Feelings Without Words',
      metaDescription:
        'Start a visual art journal with colour, collage and a few words, a playful way to process your days and capture feelings that words miss.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 15,
          steps: [
            'Open to a blank page and write the date in a corner.',
            'Choose a colour that matches how you feel today and cover part of the page with it using any material.',
            'Add one image, shape or scrap that represents something from your day.',
            'Write one word or short phrase somewhere on the page.',
            'Close the book without judging how it looks.',
          ],
          benefits: ['A quick, expressive daily check-in', 'Playful relief from word-heavy thinking'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 45,
          steps: [
            'Choose a theme for a spread across two pages, such as something I am carrying or what gives me energy.',
            'Build a background of paint, torn paper or patterns.',
            'Layer images, drawings and found items that connect with the theme.',
            'Add handwritten reflections in any space that calls for words.',
            'Sit with the finished spread for a few minutes and note what surprised you.',
          ],
          benefits: [
            'Deeper processing of a life theme through images',
            'A visual diary that is rewarding to revisit',
            'Growing confidence in your own creativity',
          ],
        },
      ],
    },
    {
      slug: 'intuitive-collage-making',
      name: 'Intuitive Collage',
      description:
        'Tearing or cutting images from old magazines and arranging them on a card without deciding in advance what it will mean. You choose pictures because they catch your eye, then look afterwards at what the collage seems to be saying. It is a gentle, low-skill way to let hopes, tensions and themes appear on their own.',
      traditionalRating: 4,
      traditionalEvidence:
        'Collage became an art form in the early twentieth century and has been part of art therapy practice for decades.',
      scientificRating: 3,
      scientificEvidence:
        'Supported by qualitative studies and small trials within art therapy; collage alone has little rigorous research.',
      culturalOrigins: ['Modernist collage', 'Art therapy'],
      risks: [],
      contraindications: [
        'If images stir distressing memories, set them aside and choose only pictures that feel safe or neutral.',
      ],
      preparationRequirements: [
        'A stack of old magazines or printed images',
        'Scissors, glue stick and a piece of card',
      ],
      metaTitle: 'Intuitive Collage: A Creative Practice for Clarity',
      metaDescription:
        'How to make an intuitive collage from magazine images and discover what you want or feel, a relaxed creative practice for anyone.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 30,
          steps: [
            'Spend ten minutes flipping through magazines, tearing out any image or word that draws you, without asking why.',
            'Spread your pile out and pick the ten or so that feel strongest.',
            'Arrange them on the card, moving them around until the layout feels right, then glue them down.',
            'Look at the finished collage and write three words it brings to mind.',
          ],
          benefits: ['Relaxed, absorbed attention', 'Surprising insight into current wishes and moods'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 60,
          steps: [
            'Set a gentle question before you begin, such as what do I need this year.',
            'Gather images with that question in the back of your mind, but still choose by feeling.',
            'Build the collage in layers, letting some images overlap or be cut into new shapes.',
            'Write a short piece in the voice of the collage, beginning I am.',
            'Place the collage where you will see it for a few weeks and notice what it reminds you of.',
          ],
          benefits: [
            'Clarifies intentions in a non-verbal way',
            'Offers a visible reminder of what matters to you',
          ],
        },
      ],
    },
    {
      slug: 'mindful-clay-modelling',
      name: 'Mindful Clay Modelling',
      description:
        'Working a lump of clay with your hands — kneading, pinching, rolling and shaping — with attention on touch rather than on making something impressive. Clay is forgiving and tactile, so it grounds restless energy and gives tension somewhere to go. You can make a simple pinch pot or let a form emerge with your eyes half closed.',
      traditionalRating: 7,
      traditionalEvidence:
        "Hand-building pottery is one of humanity's oldest crafts, practised across cultures for thousands of years; it is also a staple of art therapy.",
      scientificRating: 4,
      scientificEvidence:
        'Small randomised and pilot studies report reduced negative mood and anxiety after clay work compared with other simple activities; trials are few and short.',
      culturalOrigins: ['Worldwide pottery traditions', 'Art therapy'],
      risks: [],
      contraindications: [
        'Dry clay dust can irritate the lungs; keep clay damp, wipe surfaces with a wet cloth rather than sweeping, and take extra care if you have asthma.',
        'Stop if kneading aggravates wrist, hand or thumb pain.',
      ],
      preparationRequirements: [
        "About half a kilo of air-dry or potter's clay",
        'A wipeable table covering and a damp cloth',
      ],
      metaTitle: 'Mindful Clay Modelling: Calm Your Mind Through Touch',
      metaDescription:
        'Try mindful clay modelling: kneading and shaping clay with full attention to ease stress and ground restless energy, no pottery skills needed.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 20,
          steps: [
            'Sit at a covered table with a fist-sized ball of clay.',
            'Knead it slowly, noticing its temperature, weight and texture.',
            'Press your thumb into the centre and pinch the walls outward to make a small pot, turning it as you go.',
            'When your attention drifts to judging, bring it back to the feeling of clay under your fingers.',
            'Set the pot aside to dry or squash it back into a ball; either ending is fine.',
          ],
          benefits: ['Grounds restlessness through the hands', 'A calm, sensory break from screens'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 40,
          steps: [
            'Take a larger piece of clay and close or soften your eyes.',
            'Let your hands shape the clay without a plan for ten minutes, following what feels satisfying.',
            'Open your eyes and look at the form; turn it and notice what it suggests.',
            'Refine it slowly into whatever it seems to want to become.',
            'Write a few lines about the form and how you felt while making it.',
          ],
          benefits: [
            'Lets feelings take physical shape',
            'Builds patience and tolerance for uncertainty',
            'Deep, absorbing attention',
          ],
        },
      ],
    },
    {
      slug: 'enso-brush-painting',
      name: 'Ensō Brush Painting',
      description:
        'Painting a single circle with one stroke of an ink brush, as in Zen calligraphy. The circle is done in one breath and cannot be corrected, so it reflects the state of mind of the moment it was made. Repeating it day after day becomes a practice in presence, acceptance of imperfection and letting go.',
      traditionalRating: 8,
      traditionalEvidence:
        'A central form in Japanese Zen calligraphy for many centuries, practised by monks and artists as an expression of meditative mind.',
      scientificRating: 2,
      scientificEvidence:
        'There is no specific research on ensō painting; a handful of small studies on calligraphy practice suggest calming effects.',
      culturalOrigins: ['Japanese Zen Buddhism', 'East Asian calligraphy'],
      risks: [],
      contraindications: [
        'If you tend to harsh perfectionism, the one-stroke rule can bring frustration at first; treat each circle as a record, not a test, and stop if it becomes self-criticism.',
      ],
      preparationRequirements: [
        'A round ink brush or soft paintbrush and black ink or watercolour',
        'Cheap paper for many tries, with newspaper underneath',
      ],
      metaTitle: 'Ensō Brush Painting: The Zen Circle Practice',
      metaDescription:
        'Learn to paint the Zen ensō circle in one brushstroke, a simple daily ritual for presence and for letting go of the need to be perfect.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 15,
          steps: [
            'Lay out your paper, load the brush with ink and let excess drip back into the dish.',
            'Sit upright, hold the brush loosely and take a few settling breaths.',
            'On an out-breath, paint a circle in one continuous stroke, leaving it open or closed as it happens.',
            'Do not touch it up; simply look at it for a moment.',
            'Paint five to ten circles, each on a fresh sheet, noticing how each one differs.',
          ],
          benefits: ['Practice in accepting the imperfect', 'A short, meditative creative ritual'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 20,
          steps: [
            'Paint one ensō each morning at the same time for a month.',
            'Before painting, notice your mood and body without trying to change them.',
            'Paint the circle on a single breath and write the date beneath it.',
            'At the end of the month, lay the circles out and see how your days show in the brushwork.',
          ],
          benefits: [
            'A steady daily ritual of presence',
            'Visible feedback on your state of mind',
            'Growing ease with letting things be as they are',
          ],
        },
      ],
    },
    {
      slug: 'ikebana-flower-arranging',
      name: 'Ikebana Flower Arranging',
      description:
        'The Japanese art of arranging a few flowers and branches with care for line, space and season. Ikebana uses few materials and values empty space, so the practice is as much about noticing and restraint as about decoration. Choosing, trimming and placing each stem slows you down and draws your attention to living things.',
      traditionalRating: 8,
      traditionalEvidence:
        'Practised in Japan for over five hundred years, with formal schools passing on methods and a contemplative attitude through generations.',
      scientificRating: 2,
      scientificEvidence:
        'Research is scarce; a few small studies on flower arranging and horticultural activities suggest mood benefits, but ikebana itself is barely studied.',
      culturalOrigins: ['Japanese ikebana schools', 'Japanese Buddhist temple offerings'],
      risks: [],
      contraindications: [
        'Some flowers and plant saps can irritate skin or trigger allergies or hay fever; wear gloves and choose low-pollen stems if you are sensitive.',
        'Take care with sharp shears and pin holders, especially if your grip is weak.',
      ],
      preparationRequirements: [
        'A shallow dish or simple vase, and a pin holder if you have one',
        'Three to five stems or branches and a pair of sharp shears',
      ],
      metaTitle: 'Ikebana at Home: Mindful Japanese Flower Arranging',
      metaDescription:
        'A beginner guide to ikebana, the Japanese art of flower arranging, as a slow creative practice in noticing line, space and the seasons.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 30,
          steps: [
            'Gather three stems: one tall branch, one medium stem and one short flower.',
            'Look at each from every angle and notice its natural curve before you cut anything.',
            'Trim the tallest so it is about one and a half times the width of your container, and set it leaning slightly.',
            'Add the medium stem at a different angle, then the short flower low and to the front.',
            'Step back, remove anything that crowds the space, and leave the arrangement where you will see it.',
          ],
          benefits: [
            'Slows you down and sharpens attention',
            'Brings a small piece of nature indoors with intention',
          ],
        },
        {
          level: 'Intermediate',
          durationMinutes: 45,
          steps: [
            'Choose materials that show the current season, including leaves, buds or bare twigs.',
            'Work in silence and let each decision take its time.',
            'Use asymmetry and empty space deliberately so the arrangement feels alive rather than full.',
            'Change the water and adjust the arrangement each day, noticing how it changes as it fades.',
            'When it is finished, return the plants to compost with thanks.',
          ],
          benefits: [
            'Deeper awareness of seasons and impermanence',
            'Practice in restraint and simplicity',
            'A quiet creative ritual for the home',
          ],
        },
      ],
    },
    {
      slug: 'haiku-writing-practice',
      name: 'Haiku Writing',
      description:
        'Writing very short poems that capture a single moment, usually in three brief lines with a sense of season. To write a haiku you must first notice something precisely — a sound, a shadow, a smell — so the practice trains attention as much as writing. It is easy to start and endlessly deep.',
      traditionalRating: 8,
      traditionalEvidence:
        'A Japanese poetic form with roots in the seventeenth century, written by masters and ordinary people alike and now practised worldwide.',
      scientificRating: 2,
      scientificEvidence:
        'No direct trials; support comes from research on poetry writing and mindful attention more broadly.',
      culturalOrigins: ['Japanese poetry', 'Zen-influenced literature'],
      risks: [],
      contraindications: [
        'If strict syllable counting makes you tense, drop it; short, clear lines matter more than counting.',
      ],
      preparationRequirements: ['A small notebook you can carry', 'A few minutes outdoors or by a window'],
      metaTitle: 'Haiku Writing: A Daily Practice in Noticing',
      metaDescription:
        'How to write a haiku a day: capture one vivid moment in three short lines, a simple poetry practice that sharpens attention and wonder.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 10,
          steps: [
            'Stop where you are and notice one specific thing happening right now through your senses.',
            'Write it down plainly in a few words, without explaining what it means.',
            'Shape it into three short lines, the middle one slightly longer if that feels natural.',
            'Add a hint of the season if you can, such as frost, cicadas or late light.',
            'Read it aloud once and leave it as it is.',
          ],
          benefits: ['Sharper, calmer attention to everyday moments', 'A tiny, achievable creative win'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 20,
          steps: [
            'Write one haiku every day for a month, each about a different moment.',
            'Practise placing two images side by side so a spark jumps between them, rather than stating a feeling.',
            'Cut every unnecessary word, reading each draft aloud.',
            "At the month's end, choose your five favourites and copy them onto a card.",
          ],
          benefits: [
            'Trains precise, present-moment observation',
            'Creates a poetic diary of a season',
            'Builds the habit of finding beauty in ordinary days',
          ],
        },
      ],
    },
    {
      slug: 'therapeutic-poetry-writing',
      name: 'Poetry Writing for Feelings',
      description:
        'Using poetry to give shape to a feeling: writing about grief, joy, anger or longing in images and rhythm instead of explanations. Poems allow you to say something true sideways, through metaphor, which can make painful experiences easier to approach. Reading a poem that moves you and writing a response is a good way in.',
      traditionalRating: 6,
      traditionalEvidence:
        'Poetry has been used to mourn, heal and celebrate across cultures for millennia; poetry therapy became a recognised discipline in the twentieth century.',
      scientificRating: 4,
      scientificEvidence:
        'Small trials and qualitative studies in poetry therapy suggest benefits for mood and self-understanding; the evidence base is modest and mixed in quality.',
      culturalOrigins: ['Worldwide oral and written poetry', 'Poetry therapy'],
      risks: [],
      contraindications: [
        'Writing about loss or trauma can bring up strong grief; if you are newly bereaved or struggling, share the poems with someone you trust or a therapist.',
      ],
      preparationRequirements: [
        'A poem you like, printed or in a book',
        'A notebook and about twenty quiet minutes',
      ],
      metaTitle: 'Poetry Writing for Feelings: Heal Through Words',
      metaDescription:
        'Use poetry writing to put feelings into images and rhythm, with simple prompts for beginners and a deeper practice for working through loss.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 20,
          steps: [
            'Read a short poem you like twice, slowly, once silently and once aloud.',
            'Copy out the line that struck you most.',
            'Use that line as the first line of your own poem and write on for ten minutes.',
            'Describe your feeling as weather, a colour, an animal or a place rather than naming it directly.',
            'Read your poem aloud and circle the line that feels most true.',
          ],
          benefits: [
            'Gentle expression of hard-to-name feelings',
            'A sense of companionship through other poets',
          ],
        },
        {
          level: 'Intermediate',
          durationMinutes: 40,
          steps: [
            'Choose an emotion or experience you are living with right now.',
            'List ten concrete images connected to it: objects, sounds, places, textures.',
            'Write a poem built from those images, letting the lines break where you would pause for breath.',
            'Put it away for a day, then revise it by cutting any line that explains rather than shows.',
            'Decide whether to keep it private, share it with someone, or read it at a poetry group.',
          ],
          benefits: [
            'Transforms painful experience into something crafted',
            'Deepens emotional understanding through metaphor',
            'Builds a lasting creative skill',
          ],
        },
      ],
    },
    {
      slug: 'free-form-expressive-dance',
      name: 'Free-Form Expressive Dance',
      description:
        'Dancing without steps or mirrors, letting music move your body however it wants. Practices such as ecstatic dance and wave-style movement classes guide people from slow, flowing motion into faster, freer dancing and back to stillness. It releases pent-up energy, lifts mood and helps people who live in their heads reconnect with feeling.',
      traditionalRating: 6,
      traditionalEvidence:
        'Ecstatic and trance dance is found in many cultures; contemporary movement-meditation forms date from the 1970s onward.',
      scientificRating: 4,
      scientificEvidence:
        'Dance movement therapy has growing evidence from randomised trials for depression and anxiety; free-form dance classes themselves are studied mainly through small and qualitative studies.',
      culturalOrigins: [
        'Ecstatic dance traditions',
        'Contemporary movement meditation',
        'Dance movement therapy',
      ],
      risks: ['intense_movement'],
      contraindications: [
        'Keep the pace gentle if you have heart disease, uncontrolled high blood pressure or have recently had surgery, and check with your doctor first.',
        'If you are pregnant, avoid jumping and spinning and move within a range your midwife or doctor is comfortable with.',
        'People with joint problems, osteoporosis or balance issues should avoid sudden twists, jumps and spins.',
        'Stop and rest if you feel dizzy, short of breath, faint or have chest pain, and seek medical advice if it persists.',
      ],
      preparationRequirements: [
        'A clear floor space with no sharp corners',
        'A playlist that moves from slow to fast and back to slow',
        'Water and comfortable clothes; bare feet or soft shoes',
      ],
      metaTitle: 'Free-Form Expressive Dance: Move Your Mood',
      metaDescription:
        'A guide to free-form expressive dance at home: a playlist from flowing to wild to still that releases tension and lifts your mood, with safety tips.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 15,
          steps: [
            'Close the curtains if you like, put on slow music and stand with soft knees.',
            'Start by moving just one part of your body, such as your hands or head, in any way that feels good.',
            'Let the movement spread through your arms, spine and hips as the music builds.',
            'Stay within a pace where you can still breathe comfortably through your nose.',
            'As the last song slows, let your movements get smaller until you are standing still, and notice how your body feels.',
          ],
          benefits: ['Quick release of built-up tension', 'A lift in mood and energy'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 45,
          steps: [
            'Build a playlist that moves through five phases: flowing, sharper and more staccato, wild and free, light and lyrical, and finally still.',
            'Begin with flowing, circular movements, letting your feet lead.',
            'Let the movement become sharper and more rhythmic as the music quickens.',
            "In the wildest phase, let go of how you look while staying aware of your space and your body's limits.",
            'Let the movement lighten, then slow into stillness and lie down for a few minutes.',
            'Afterwards, drink water and jot down any feelings or images that came up.',
          ],
          benefits: [
            'Cathartic release of emotions stored as tension',
            'Greater ease and confidence in your body',
            'A moving meditation for people who struggle to sit still',
          ],
        },
      ],
    },
    {
      slug: 'authentic-movement-practice',
      name: 'Authentic Movement',
      description:
        "A practice from dance movement therapy in which a mover closes their eyes and follows inner impulses to move, or not move, while a witness watches with open, non-judging attention. Afterwards both speak about what they experienced. It develops trust in the body's own wisdom and the experience of being seen without judgement.",
      traditionalRating: 4,
      traditionalEvidence:
        'Developed by a dance therapist in the United States in the 1950s and 1960s, drawing on Jungian active imagination.',
      scientificRating: 3,
      scientificEvidence:
        'Studied mostly through qualitative and case research within dance movement therapy; controlled trials of authentic movement alone are rare.',
      culturalOrigins: ['Dance movement therapy', 'Jungian psychology'],
      risks: [],
      contraindications: [
        'Moving with eyes closed can bring up strong feelings or memories; people living with trauma or dissociation should keep eyes partly open and work with a trained facilitator.',
        'Move slowly and keep the space clear so you do not bump into walls or furniture.',
      ],
      preparationRequirements: [
        'A clear, soft floor space',
        'A trusted partner willing to witness, or a trained group',
        'A timer with a soft bell',
      ],
      metaTitle: 'Authentic Movement: Follow Your Body, Be Witnessed',
      metaDescription:
        'Learn the dance-therapy practice of authentic movement: eyes closed, following inner impulses while a partner witnesses with kindness.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 20,
          steps: [
            'Agree roles: one mover and one witness, who sits at the edge of the space.',
            'The mover closes or lowers their eyes, stands or lies down, and waits for an impulse to move.',
            'The mover follows that impulse slowly, including stillness, for about ten minutes, while the witness watches and keeps them safe.',
            'When the bell rings, the mover opens their eyes and takes a minute to return.',
            'The mover speaks first about their experience; the witness then shares what they noticed in their own body, without interpreting.',
            'Swap roles if you have time.',
          ],
          benefits: [
            'The experience of being seen without judgement',
            'Closer contact with bodily impulses and feelings',
          ],
        },
        {
          level: 'Intermediate',
          durationMinutes: 60,
          steps: [
            'Work in a small group with a trained facilitator, with several movers and witnesses.',
            'Extend moving time to twenty or thirty minutes, letting longer patterns unfold.',
            'After moving, draw or write before speaking, to stay close to the experience.',
            'Share in the present tense, speaking of your own experience with phrases such as I notice.',
          ],
          benefits: [
            "Deeper trust in the body's signals",
            'Greater capacity to witness yourself with compassion',
          ],
        },
      ],
    },
    {
      slug: 'group-singing-for-wellbeing',
      name: 'Group Singing',
      description:
        'Singing with others — in a community choir, a singing circle or around a kitchen table. Singing slows and lengthens the breath, and singing together synchronises people in a way few other activities do. Most community choirs welcome people who cannot read music, and the sense of belonging is often as valuable as the music.',
      traditionalRating: 9,
      traditionalEvidence:
        'Communal singing is found in virtually every human culture, in worship, work, ritual and celebration, across recorded history.',
      scientificRating: 6,
      scientificEvidence:
        'Randomised and controlled studies, plus systematic reviews, link group singing to improved mood, social connection and quality of life, including for people with lung disease or postnatal depression; study quality varies.',
      culturalOrigins: ['Worldwide folk and sacred song', 'Community choir movement'],
      risks: [],
      contraindications: [
        'Singing in a crowded room can spread respiratory infections; stay home when unwell and consider ventilated spaces if you are immunocompromised.',
        'If your voice becomes hoarse or painful, rest it, and see a doctor if hoarseness lasts more than a few weeks.',
      ],
      preparationRequirements: [
        'A local choir, singing circle or a few willing friends',
        'Water and comfortable clothes',
      ],
      metaTitle: 'Group Singing for Wellbeing: Join the Chorus',
      metaDescription:
        'Why group singing lifts mood and builds belonging, and how to start, from a kitchen-table song circle to a welcoming community choir.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 20,
          steps: [
            'Invite a friend or family member to sing a song you both know, with a recording to follow if it helps.',
            'Stand or sit tall and take a few slow breaths, sighing out on an easy hum to warm up.',
            'Sing the song together without worrying about being in tune.',
            'Sing it a second time a little louder, noticing the vibration in your chest.',
            'Notice how your mood and energy feel afterwards.',
          ],
          benefits: ['A quick lift in mood', 'A simple way to feel close to someone'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 90,
          steps: [
            'Find a community choir or singing group that welcomes beginners and attend a taster session.',
            'Join the warm-ups fully, including the silly sounds; they prepare breath and voice.',
            'Learn your part by ear, listening closely to the people around you.',
            'Commit to regular rehearsals for a term, and take part in a performance if one is offered.',
          ],
          benefits: [
            'Ongoing sense of belonging and shared purpose',
            'Stronger, steadier breathing',
            'Confidence from learning and performing together',
          ],
        },
      ],
    },
    {
      slug: 'group-hand-drumming',
      name: 'Group Hand Drumming',
      description:
        'Playing hand drums in a circle, led by a facilitator who builds simple shared rhythms. You do not need any musical background: the group locks into a pulse together, and people often lose themselves in it. Drum circles are used in community settings, hospitals and workplaces to relieve stress and connect people.',
      traditionalRating: 8,
      traditionalEvidence:
        'Communal drumming is central to many West African, Afro-Caribbean, Indigenous American and other traditions; the facilitated drum circle grew from the 1980s.',
      scientificRating: 5,
      scientificEvidence:
        'Several small randomised and controlled trials report reductions in anxiety and depression and improved social connection after regular group drumming programmes.',
      culturalOrigins: ['West African drumming', 'Afro-Caribbean traditions', 'Community drum circles'],
      risks: [],
      contraindications: [
        "Loud drumming can harm hearing over time; wear musician's earplugs in enclosed rooms, especially if you have tinnitus.",
        'Play softly with relaxed hands if you have wrist, hand or shoulder pain, and stop if it worsens.',
      ],
      preparationRequirements: [
        'A local drum circle, or a hand drum and a friend',
        'Earplugs for indoor sessions',
      ],
      metaTitle: 'Group Hand Drumming: Rhythm for Stress Relief',
      metaDescription:
        'How group hand drumming eases stress and builds connection, with beginner steps for your first drum circle and ways to go deeper.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 30,
          steps: [
            'Sit with the drum tilted slightly away from you between your knees, or resting on your lap.',
            'Learn two sounds: a deep bass tone with a flat palm in the centre, and a brighter tone with your fingers near the edge.',
            "Follow the leader's steady pulse, playing only on the beat at first.",
            'Once you are comfortable, add a simple pattern of bass and edge tones, listening to stay with the group.',
            'When the rhythm ends, sit in the silence for a few breaths and notice how you feel.',
          ],
          benefits: ['Release of tension through rhythm', 'An easy sense of belonging in a group'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 60,
          steps: [
            'Attend a regular drum circle for several weeks.',
            'Learn two or three traditional rhythms from your facilitator and the cultures they come from.',
            'Practise holding your own part while others play different ones.',
            'Take a turn at improvising a short solo over the group rhythm.',
          ],
          benefits: [
            'Deep, absorbing group flow',
            'Improved focus and coordination',
            'Lasting social connection',
          ],
        },
      ],
    },
    {
      slug: 'free-musical-improvisation',
      name: 'Free Musical Improvisation',
      description:
        'Playing an instrument, your voice or found objects without written music, simply responding to sound as it happens. Improvising lets feelings come out as sound and trains you to stay present and respond rather than plan. It works alone or with a partner, and it does not require any training: a few notes on a keyboard are enough.',
      traditionalRating: 6,
      traditionalEvidence:
        'Improvisation is central to many musical traditions, from Indian classical alap to jazz, and is a core method of modern music therapy.',
      scientificRating: 4,
      scientificEvidence:
        'Improvisational music therapy has randomised trials showing benefits for depression and for some autistic children; self-directed improvisation has little research.',
      culturalOrigins: ['Jazz', 'Indian classical music', 'Music therapy'],
      risks: [],
      contraindications: [
        'Keep the volume moderate and protect your hearing, particularly with amplified instruments or if you have tinnitus.',
      ],
      preparationRequirements: [
        'Any instrument, a keyboard app, your voice or household objects',
        'A space where you will not worry about being heard',
      ],
      metaTitle: 'Free Musical Improvisation for Self-Expression',
      metaDescription:
        'Improvise music with no training: play your mood on any instrument, voice or object to release feelings and practise being present.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 10,
          steps: [
            'Choose an instrument or sound source and spend a minute simply exploring the sounds it can make.',
            'Take a moment to notice your mood, then try to play it as sound, fast or slow, loud or soft.',
            'Keep playing for five minutes, following whatever the sound suggests next.',
            'End with a single soft note or silence and listen to it fade.',
          ],
          benefits: ['Expresses feelings without words', 'Playful relief from the need to get things right'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 30,
          steps: [
            'Improvise with a partner, taking turns as if in conversation: one plays a phrase, the other answers.',
            'Move to playing at the same time, listening more than you play.',
            'Experiment with contrasts: tension and release, noise and silence.',
            'Record the session and listen back together, noticing moments of real connection.',
          ],
          benefits: [
            'Sharpens listening and responsiveness',
            'Builds trust and connection with others',
            'Develops creative confidence',
          ],
        },
      ],
    },
    {
      slug: 'songwriting-for-reflection',
      name: 'Songwriting for Reflection',
      description:
        'Writing a song about your own life — a loss, a turning point, a love, a hope — and setting it to a simple melody. Music therapists use songwriting to help people tell their story in a form that is memorable and can be shared. You do not need to play an instrument: you can write lyrics to a familiar tune.',
      traditionalRating: 7,
      traditionalEvidence:
        'People have written songs about their lives for as long as song has existed, from laments and ballads to the blues; songwriting is now an established music therapy method.',
      scientificRating: 4,
      scientificEvidence:
        'Small trials and many qualitative studies in music therapy, including with people in hospitals and recovery, suggest benefits for mood and self-expression.',
      culturalOrigins: ['Folk ballad traditions', 'The blues', 'Music therapy'],
      risks: [],
      contraindications: [
        'A song about painful events can replay in your mind for days; if that becomes distressing, write a verse that holds hope or work alongside a music therapist.',
      ],
      preparationRequirements: [
        'A notebook',
        'A familiar tune to borrow, or a simple instrument',
        'A phone to record your voice',
      ],
      metaTitle: 'Songwriting for Reflection: Tell Your Story in Song',
      metaDescription:
        'Write a song about your life even if you cannot play an instrument: simple steps from lyrics on a borrowed tune to your own melody.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 30,
          steps: [
            'Choose a simple song you know well, such as a folk tune or a nursery rhyme.',
            'Pick a theme from your life and jot down words, images and phrases connected to it.',
            'Write a new verse to the borrowed tune, fitting your words to its rhythm.',
            'Write a short chorus that sums up the feeling in one or two lines.',
            'Sing it through and record it on your phone.',
          ],
          benefits: ['A memorable way to hold a feeling or memory', 'A playful, low-pressure creative task'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 60,
          steps: [
            'Write two or three verses that move through a story: before, during and after.',
            'Hum melodies over a simple repeated pattern of two or three chords until one sticks.',
            'Shape a chorus around the line that carries the most emotional weight.',
            'Record a rough version and listen a day later, revising lines that feel forced.',
            'Share it with someone you trust, or keep it as a private anthem.',
          ],
          benefits: [
            'Helps make sense of a life chapter',
            'Creates something lasting from difficult experience',
            'Builds musical and lyrical skill',
          ],
        },
      ],
    },
    {
      slug: 'contemplative-photography',
      name: 'Contemplative Photography',
      description:
        'Taking photographs slowly, as a way of seeing rather than collecting. Instead of hunting for impressive shots, you pause when something catches your eye — a colour, a texture, the way light falls — and try to photograph exactly what you saw. It turns a phone camera into a tool for presence and fresh perception of ordinary places.',
      traditionalRating: 4,
      traditionalEvidence:
        'Shaped by a Buddhist-inspired approach to photography developed in the late twentieth century and by the broader tradition of contemplative arts.',
      scientificRating: 3,
      scientificEvidence:
        'Small studies on mindful and daily photography suggest improved wellbeing and savouring; the evidence is early and mostly qualitative.',
      culturalOrigins: ['Tibetan Buddhist-inspired contemplative arts', 'Documentary photography'],
      risks: [],
      contraindications: [
        'Stay aware of traffic, edges and uneven ground while looking through a screen, and ask before photographing people.',
      ],
      preparationRequirements: ['A phone or any camera', 'Half an hour to wander without a destination'],
      metaTitle: 'Contemplative Photography: See the World Anew',
      metaDescription:
        'Practise contemplative photography with your phone: slow down, notice light, colour and texture, and capture what you truly see.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 20,
          steps: [
            'Walk slowly around your home or street with your camera switched on but lowered.',
            'Wait until something stops you: a flash of colour, a pattern, a shadow.',
            'Pause and look at it for a few breaths before lifting the camera.',
            'Take one photo that shows just what caught your eye, leaving out everything else.',
            'Take no more than ten photos in the session, then look through them slowly.',
          ],
          benefits: ['Fresh noticing of familiar places', 'Slows a hurried mind'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 45,
          steps: [
            'Choose one quality to explore for a whole week, such as the colour red, reflections or texture.',
            'Take a short walk each day, photographing only that quality.',
            'Do not edit or filter the photos; keep them as true to your perception as you can.',
            "At the week's end, select five images and notice how your eye has changed.",
          ],
          benefits: [
            'Trains sustained, open attention',
            'Builds a habit of savouring ordinary beauty',
            'A creative practice that fits into daily walks',
          ],
        },
      ],
    },
    {
      slug: 'mindful-knitting-and-handcraft',
      name: 'Mindful Knitting and Handcraft',
      description:
        'Knitting, crochet, embroidery or similar repetitive handcrafts done with relaxed attention on the stitches. The rhythm of the hands can be soothing in much the same way as prayer beads, and making something useful or beautiful brings a quiet sense of achievement. Craft groups add friendship to the mix.',
      traditionalRating: 7,
      traditionalEvidence:
        'Textile crafts have been handed down through families and communities for centuries and often served as social gatherings as well as work.',
      scientificRating: 4,
      scientificEvidence:
        'Large surveys and small studies associate knitting and crafts with calm, better mood and social connection; controlled trials are few.',
      culturalOrigins: ['Worldwide textile traditions', 'Community craft circles'],
      risks: [],
      contraindications: [
        'Long sessions can strain hands, wrists and neck; take a break every half hour and stop if you feel tingling or pain, especially with arthritis or carpal tunnel syndrome.',
      ],
      preparationRequirements: [
        'Chunky yarn and a pair of medium needles, or a simple embroidery kit',
        'A comfortable chair with good light',
      ],
      metaTitle: 'Mindful Knitting and Handcraft for a Calmer Mind',
      metaDescription:
        'How knitting, crochet and embroidery can calm the mind, with a beginner guide to mindful stitching and tips for joining a craft circle.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 20,
          steps: [
            'Learn to cast on and make a basic knit stitch from a friend or a clear video.',
            'Sit comfortably, let your shoulders drop and knit one row slowly.',
            'Bring your attention to the feel of the yarn, the sound of the needles and the rhythm of each stitch.',
            'When a mistake happens, notice any frustration, breathe, and either fix it or let it be part of the piece.',
            'Knit for twenty minutes, then stop and stretch your hands.',
          ],
          benefits: ['A soothing, repetitive rhythm', 'Calm hands for restless evenings'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 60,
          steps: [
            'Choose a small project you can finish in a few weeks, such as a scarf or hat.',
            'Set aside a regular time for it, away from screens.',
            "Join a local knitting or craft group, or bring your project to a friend's house.",
            'When the project is done, give it away or use it, and notice the satisfaction of something made by hand.',
          ],
          benefits: [
            'A sense of achievement from finished work',
            'Friendships built around a shared craft',
            'A healthy alternative to evening screen time',
          ],
        },
      ],
    },
  ],
};
