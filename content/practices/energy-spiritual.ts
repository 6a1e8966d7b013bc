import type { PracticeCategoryContent } from './schema';

export const category: PracticeCategoryContent = {
  slug: 'energy-spiritual',
  name: 'Energy & Spiritual',
  description:
    "Contemplative and devotional practices from the world's spiritual traditions: prayer, mantra, chanting, sacred movement, energy-body work and ritual. Many are centuries old and deeply meaningful to those who keep them. We rate the research honestly: a few have promising studies, while many rest mainly on tradition and personal experience.",
  iconName: 'Sun',
  sortOrder: 6,
  practices: [
    {
      slug: 'centering-prayer',
      name: 'Centering Prayer',
      description:
        'A Christian contemplative practice of resting in silent openness to God. You choose a short sacred word as a sign of your intention and, whenever you notice you are caught up in thoughts, you return gently to it. It is less about saying or thinking anything than about consenting to a presence beyond words.',
      traditionalRating: 8,
      traditionalEvidence:
        'Rooted in early Christian desert monasticism and medieval works such as The Cloud of Unknowing; shaped into its present method by Trappist monks in the 1970s.',
      scientificRating: 3,
      scientificEvidence:
        'A few small studies suggest benefits for stress and wellbeing among practitioners; most of the supporting evidence comes from broader meditation research.',
      culturalOrigins: ['Christian contemplative monasticism', 'Trappist Cistercian tradition'],
      contraindications: [
        'Long periods of silent sitting can stir up painful memories for people with trauma; keep sessions short, open your eyes if needed, and talk with a spiritual director or therapist.',
        'If you have experienced religious harm, prayer practices may not feel safe; choose what feels right for you rather than forcing it.',
      ],
      preparationRequirements: [
        'A sacred word of one or two syllables, such as God, Abba, peace or love',
        'A comfortable seat and a gentle timer',
      ],
      metaTitle: 'Centering Prayer: How to Practise Christian Contemplative Prayer',
      metaDescription:
        'Learn centering prayer step by step: choose a sacred word, rest in silence and return gently when thoughts arise, from 10 minutes to twice daily.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 10,
          steps: [
            'Sit comfortably with your back upright and eyes closed, and take a moment to settle.',
            "Silently introduce your sacred word as a symbol of your intention to consent to God's presence and action within you.",
            'When you notice you are engaged with a thought, feeling or sensation, return ever so gently to the sacred word.',
            'Do not try to repeat the word constantly; let it fade whenever you are simply resting in stillness.',
            'When the timer sounds, remain in silence with your eyes closed for a minute or two before moving.',
          ],
          benefits: ['Cultivates inner stillness', 'Deepens a sense of relationship with the sacred'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 20,
          steps: [
            'Set aside twenty minutes, ideally once in the morning and again later in the day.',
            'Begin with a short reading or prayer to mark the move into silence.',
            'Introduce your sacred word and rest in openness, returning to the word gently whenever you notice you have been drawn away.',
            'Treat every kind of thought the same way, whether it is a shopping list or a spiritual insight, letting it pass without engaging.',
            "Close by praying a familiar prayer slowly, such as the Lord's Prayer.",
            'Notice over weeks how the practice affects your patience and attentiveness in daily life, rather than judging single sessions.',
          ],
          benefits: [
            'Builds a steady rhythm of contemplative prayer',
            'Encourages letting go of constant mental commentary',
            'Supports patience and acceptance in daily life',
          ],
        },
      ],
    },
    {
      slug: 'lectio-divina',
      name: 'Lectio Divina',
      description:
        'A slow, prayerful way of reading a sacred text in four movements: reading (lectio), reflecting (meditatio), responding in prayer (oratio) and resting in silence (contemplatio). Rather than studying the passage, you let a single word or phrase speak to you and carry it into your day. It can also be adapted to poetry and other wisdom writing.',
      traditionalRating: 9,
      traditionalEvidence:
        'Practised in Christian monasteries for around fifteen centuries, especially in the Benedictine tradition, and set out in four stages during the Middle Ages.',
      scientificRating: 2,
      scientificEvidence:
        'There is little direct research; support rests on centuries of monastic experience and on broader studies of contemplative reading and prayer.',
      culturalOrigins: ['Benedictine monasticism', 'Christian scripture reading'],
      contraindications: [
        'Some passages can carry painful associations for people who have experienced religious harm; choose texts that feel safe, or use poetry instead.',
      ],
      preparationRequirements: [
        'A short passage of scripture or wisdom writing, around five to ten verses',
        'A quiet place and perhaps a journal',
      ],
      metaTitle: 'Lectio Divina: A Guide to Sacred Reading and Prayer',
      metaDescription:
        'Practise lectio divina, the ancient four-step way of sacred reading (read, reflect, respond and rest), with a simple guide for beginners and beyond.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 15,
          steps: [
            'Choose a short passage and sit quietly for a minute, asking to be open to what it offers.',
            'Read the passage slowly, aloud if you can, and notice any word or phrase that stands out.',
            'Read it a second time and reflect on that word or phrase, asking why it might speak to you today.',
            'Read it a third time and respond in your own words, as a prayer, a thanks or a question.',
            'Rest in silence for a few minutes, letting go of words and simply being present.',
          ],
          benefits: ['Encourages slow, attentive reading', 'Connects a sacred text with everyday life'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 30,
          steps: [
            'Read the same passage daily for a week, noticing how different phrases stand out on different days.',
            'Write the phrase that speaks to you in a journal, along with your reflection and prayer.',
            'Extend the final silence to ten minutes or more.',
            "Carry the day's phrase with you, repeating it quietly during routine moments.",
            'Try the practice in a small group, taking turns to read aloud and sharing a word or phrase without discussion.',
          ],
          benefits: [
            'Deepens contemplative attention',
            'Builds a daily rhythm of reflection',
            'Strengthens community when practised in a group',
          ],
        },
      ],
    },
    {
      slug: 'japa-mala-mantra-repetition',
      name: 'Japa: Mantra Repetition with a Mala',
      description:
        'The repetition of a sacred sound, word or phrase, such as Om, Om Namah Shivaya or a name of the divine, counted on a string of 108 beads. Each bead marks one recitation, spoken aloud, whispered or silent. The rhythm of sound and touch steadies attention and, for many practitioners, fills the mind with devotion.',
      traditionalRating: 9,
      traditionalEvidence:
        'Practised for millennia in Hindu, Buddhist, Jain and Sikh traditions, with mantras recorded in Vedic texts thousands of years old.',
      scientificRating: 4,
      scientificEvidence:
        'Trials of mantra-based meditation, including programmes for veterans and stressed adults, show benefits for anxiety and wellbeing; japa with a mala specifically is less studied.',
      culturalOrigins: ['Hindu devotional practice', 'Buddhism', 'Jainism', 'Sikhism'],
      contraindications: [
        'Long sessions of repetitive chanting can occasionally bring on strong emotions or spaced-out feelings; keep early sessions short and ground yourself afterwards.',
        'If you are drawn to a mantra from a tradition not your own, learn its meaning and context respectfully, ideally from a teacher.',
      ],
      preparationRequirements: [
        'A mala of 108 beads, or simply count on your fingers',
        'A mantra whose meaning you understand',
      ],
      metaTitle: 'Japa Meditation: How to Chant a Mantra with Mala Beads',
      metaDescription:
        'Learn japa, the ancient practice of repeating a mantra on 108 mala beads, with steps for spoken, whispered and silent repetition.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 10,
          steps: [
            'Sit comfortably and hold the mala in your right hand, draped over the middle finger, starting at the bead next to the larger guru bead.',
            'Say your mantra once aloud, then use your thumb to move to the next bead.',
            'Continue bead by bead, keeping a steady, unhurried rhythm and letting your breath find its own pace.',
            'When you reach the guru bead after 108 repetitions, pause; traditionally you turn the mala around rather than crossing the guru bead.',
            'Sit in silence for a minute and notice the effect of the sound.',
          ],
          benefits: ['Steadies a restless mind', 'Gives a tactile anchor for attention'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 25,
          steps: [
            'Complete one round aloud, then a second round in a whisper, then a third silently in the mind.',
            'Link the mantra with the breath where it fits naturally, for example one repetition on each out-breath.',
            'Hold the meaning or feeling of the mantra in your heart as you repeat it.',
            'When your mind wanders, simply move to the next bead and begin again.',
            'Practise at the same time each day, building a steady daily commitment.',
          ],
          benefits: [
            'Deepens concentration and devotion',
            'Builds a calming daily ritual',
            'Moves practice from outer sound to inner silence',
          ],
        },
      ],
    },
    {
      slug: 'jesus-prayer-hesychast',
      name: 'The Jesus Prayer',
      description:
        'A short prayer, "Lord Jesus Christ, Son of God, have mercy on me", repeated slowly and continuously, often with a prayer rope and in rhythm with the breath. At the heart of Eastern Orthodox hesychasm, the tradition of inner stillness, it aims to carry prayer from the lips into the mind and, in time, into the heart.',
      traditionalRating: 9,
      traditionalEvidence:
        'Practised in Eastern Orthodox monasticism since at least the early Byzantine era, and central to the Philokalia, a classic collection of spiritual writings.',
      scientificRating: 2,
      scientificEvidence:
        'Very little direct research exists; support comes mainly from monastic tradition and broader studies of repetitive prayer and meditation.',
      culturalOrigins: ['Eastern Orthodox Christianity', 'Hesychasm'],
      contraindications: [
        'Traditional teachers warn against forcing breath techniques or straining for special experiences; keep the breath natural and seek an experienced guide for intensive practice.',
        'If the word "mercy" stirs feelings of guilt or unworthiness, explore this with a trusted spiritual guide or therapist.',
      ],
      preparationRequirements: [
        'A prayer rope (chotki), or count on your fingers',
        'A quiet corner, perhaps with an icon or candle',
      ],
      metaTitle: 'The Jesus Prayer: How to Practise Orthodox Prayer of the Heart',
      metaDescription:
        'Learn the Jesus Prayer of Orthodox hesychasm: how to repeat it with a prayer rope and the breath, from short sessions to prayer through the day.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 10,
          steps: [
            'Stand or sit quietly before an icon or in a still place, and make the sign of the cross if it is your custom.',
            'Say the prayer slowly aloud: "Lord Jesus Christ, Son of God, have mercy on me."',
            'Move one knot on your prayer rope for each prayer, attending to the meaning of the words.',
            'When your attention drifts, bring it back gently to the words without frustration.',
            'Finish after a set number of prayers, such as 33 or 50, and sit briefly in silence.',
          ],
          benefits: [
            'Gives a simple, portable form of prayer',
            'Steadies attention on the meaning of the words',
          ],
        },
        {
          level: 'Intermediate',
          durationMinutes: 20,
          steps: [
            'Pray the words quietly, letting them fall into the rhythm of the breath: the first half on the in-breath and the second on the out-breath.',
            'Allow the pace to slow naturally, without forcing the breath.',
            'Let the prayer move from spoken words to silent repetition in the mind, with attention resting in the area of the heart.',
            'Continue the prayer through ordinary tasks such as walking or washing up.',
            'Talk about your practice with an experienced guide, as the tradition strongly recommends.',
          ],
          benefits: [
            'Builds a steady awareness of prayer through the day',
            'Fosters humility and inner quiet',
            'Connects you with a living contemplative tradition',
          ],
        },
      ],
    },
    {
      slug: 'chakra-awareness-meditation',
      name: 'Chakra Awareness Meditation',
      description:
        'A guided meditation that moves attention through the seven main chakras described in yogic and tantric traditions, from the base of the spine to the crown of the head. At each centre you may picture a colour, chant a seed syllable or simply notice sensations. Whatever you believe about subtle energy, the practice works as a structured, body-based focus exercise.',
      traditionalRating: 7,
      traditionalEvidence:
        'Chakra systems appear in medieval Hindu and Buddhist tantric texts; the popular seven-chakra, rainbow-coloured version was shaped largely in the twentieth-century West.',
      scientificRating: 1,
      scientificEvidence:
        'There is no scientific evidence that chakras exist as physical or energetic structures; any benefits most likely come from relaxation and focused attention.',
      culturalOrigins: ['Hindu tantra', 'Tibetan Buddhist tantra', 'Modern Western yoga'],
      contraindications: [
        'Intense energy-focused practice is occasionally linked with unsettling experiences; if you have a history of psychosis or dissociation, keep it gentle and grounded, and stop if you feel disoriented.',
        'Do not use chakra work in place of a medical assessment for physical symptoms.',
      ],
      preparationRequirements: [
        'A quiet seat with your spine upright',
        'Optional: a simple chart of the seven chakras and their seed syllables',
      ],
      metaTitle: 'Chakra Meditation: A Guided Journey Through the Seven Chakras',
      metaDescription:
        'A gentle chakra awareness meditation from root to crown, with colours and seed sounds, plus an honest note on what science does and does not say.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 15,
          steps: [
            'Sit comfortably with an upright spine and take a few slow breaths.',
            'Bring attention to the base of the spine, the root chakra, and imagine a deep red light there for a few breaths.',
            'Move upward in turn to the lower belly (orange), the solar plexus (yellow), the heart (green), the throat (blue), the brow between the eyebrows (indigo) and the crown of the head (violet).',
            'At each centre, simply notice any sensations, warmth or emotion, staying for about a minute.',
            'Finish by bringing attention back to the base of the spine and your contact with the ground, feeling steady and settled.',
          ],
          benefits: [
            'Offers a structured relaxation and focus practice',
            'Builds awareness of sensations along the body',
          ],
        },
        {
          level: 'Intermediate',
          durationMinutes: 25,
          steps: [
            'Begin with a few minutes of steady breathing to settle.',
            'At each chakra, silently chant its traditional seed syllable: LAM, VAM, RAM, YAM, HAM and OM, resting in silence at the crown.',
            'Reflect briefly on the quality each centre traditionally represents, such as stability at the root or expression at the throat.',
            'Notice where attention rests easily and where it feels blocked or restless, without judging.',
            'Travel back down through the chakras from crown to root to close, ending with your palms on the ground or your thighs.',
            'Write a few words in a journal about what you noticed at each centre.',
          ],
          benefits: [
            'Deepens concentration through sound and image',
            'Invites reflection on different areas of life',
            'The grounding finish helps settle the mind',
          ],
        },
      ],
    },
    {
      slug: 'reiki-style-self-treatment',
      name: 'Reiki-Style Self-Treatment',
      description:
        'A gentle hands-on practice in which you rest your palms on a series of positions on your own head and body for a few minutes each, with an intention of healing and ease. Reiki practitioners describe channelling universal life energy; whatever your view, the practice offers quiet, warm touch and a meditative pause.',
      traditionalRating: 4,
      traditionalEvidence:
        'Founded in Japan in the 1920s, drawing on Japanese spiritual and healing practices, and spread worldwide through a lineage of teachers.',
      scientificRating: 2,
      scientificEvidence:
        'Systematic reviews find mostly small, low-quality trials; better-controlled studies generally show effects similar to placebo touch, and the proposed energy mechanism is unsupported.',
      culturalOrigins: ['Japanese spiritual healing'],
      contraindications: [
        'Reiki is not a substitute for medical diagnosis or treatment; keep seeing your doctor for any health condition.',
        'If touch is distressing because of past trauma, hold your hands slightly above the body or skip positions that do not feel safe.',
      ],
      preparationRequirements: [
        'A comfortable place to lie or sit',
        'Fifteen to forty minutes without interruption',
      ],
      metaTitle: 'Reiki Self-Treatment: A Gentle Hands-On Relaxation Practice',
      metaDescription:
        'Learn a simple Reiki-style self-treatment with hand positions from head to belly, plus an honest look at the research on energy healing.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 15,
          steps: [
            'Lie down or sit comfortably, rub your palms together gently and set an intention such as rest or ease.',
            'Place your palms lightly over your eyes and forehead and stay for about two minutes, breathing slowly.',
            'Move your hands to the sides of your head, then to the back of your head, staying about two minutes in each place.',
            'Rest your hands on your upper chest, then your lower ribs, then your lower belly, for about two minutes each.',
            'Finish with both hands over your heart for a minute of quiet gratitude.',
          ],
          benefits: ['Provides soothing, calming touch', 'Creates a quiet, restful pause'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 35,
          steps: [
            'Begin by sitting quietly and bringing your attention to your breath and the warmth of your hands.',
            'Work through a fuller sequence of face, crown, back of the head, throat, chest, upper belly, lower belly, knees and feet, about three minutes each.',
            'If you can reach them comfortably, include positions on your shoulders and lower back.',
            'Notice sensations under your hands, such as warmth, tingling or softening, without needing them to mean anything.',
            'Close with a few minutes of stillness and a glass of water.',
          ],
          benefits: [
            'Encourages deep relaxation',
            'Builds a regular self-care ritual',
            'Sharpens your attention to body sensations',
          ],
        },
      ],
    },
    {
      slug: 'singing-bowl-sound-meditation',
      name: 'Singing Bowl Sound Meditation',
      description:
        'A meditation in which you strike or circle a metal singing bowl and follow its long, shimmering tone until it fades completely into silence, or lie back and listen while a practitioner plays several bowls in a sound bath. The rich overtones give the mind something absorbing to rest on, and many people find the vibration deeply calming.',
      traditionalRating: 5,
      traditionalEvidence:
        'Metal bowls have long been used in Himalayan and East Asian Buddhist settings, though their use as meditation instruments and in sound baths is largely a modern, Western-influenced development.',
      scientificRating: 3,
      scientificEvidence:
        'Small studies, mostly without control groups, report less tension, anxiety and low mood after singing-bowl sessions; robust controlled trials are lacking.',
      culturalOrigins: ['Himalayan Buddhist ritual objects', 'Modern sound-healing practice'],
      contraindications: [
        'If you have tinnitus, sound sensitivity or epilepsy triggered by sound or music, keep the volume low or avoid sessions.',
        'As a precaution, keep vibrating bowls off the body during pregnancy and if you have a pacemaker or metal implants.',
        'Sound baths in the dark can bring up emotions; sit up and open your eyes whenever you need to.',
      ],
      preparationRequirements: [
        'A singing bowl and striker, or a live or recorded sound bath',
        'A comfortable seat, or a mat and blanket',
      ],
      metaTitle: 'Singing Bowl Meditation: How to Practise a Sound Bath',
      metaDescription:
        'Learn singing bowl meditation: follow each tone into silence or rest in a sound bath, with an honest look at the research on sound healing.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 10,
          steps: [
            'Sit comfortably with the bowl resting on a cushion or your flat palm, and take a few slow breaths.',
            'Strike the rim of the bowl gently with the striker and close your eyes.',
            'Follow the sound as it spreads and slowly fades, listening for the very last trace of it.',
            'Rest in the silence that follows for a few breaths before striking again.',
            'Repeat for about ten minutes, then sit quietly and notice how your body feels.',
          ],
          benefits: ['Gives the mind an absorbing, pleasant anchor', 'Often brings quick relaxation'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 30,
          steps: [
            'Learn to make the bowl sing by running the striker steadily around its rim with even pressure, letting the tone build.',
            'Alternate struck tones with sustained singing, listening for the different overtones within each sound.',
            'Notice where in your body you feel the vibration, such as the chest, hands or head.',
            'Alternatively, lie down under a blanket for a 30-minute sound bath, live or recorded, letting the sounds wash over you without analysing them.',
            'Finish with several minutes of silence, then roll onto one side and sit up slowly.',
          ],
          benefits: [
            'Deepens sustained listening and concentration',
            'Supports deep rest',
            'A gentle way in for people who find silent meditation hard',
          ],
        },
      ],
    },
    {
      slug: 'ignatian-daily-examen',
      name: 'Ignatian Daily Examen',
      description:
        'A short, prayerful review of the day, usually made in the evening, from the Spiritual Exercises of Ignatius of Loyola. You give thanks, ask for light, look back over the day for moments of consolation and desolation, seek forgiveness where needed, and look ahead with hope. It builds a habit of noticing where life and meaning were present.',
      traditionalRating: 8,
      traditionalEvidence:
        'Taught by Ignatius of Loyola in the sixteenth century and practised daily by Jesuits and many other Christians ever since.',
      scientificRating: 2,
      scientificEvidence:
        'There is little direct research; related practices such as gratitude reflection and structured daily review have modest support in psychology.',
      culturalOrigins: ['Catholic Jesuit spirituality'],
      contraindications: [
        'People prone to scrupulosity or harsh self-judgement can turn the review into self-criticism; focus on gratitude and keep the sorrow step brief and gentle.',
      ],
      preparationRequirements: ['Ten to fifteen minutes at the end of the day', 'Optional: a journal'],
      metaTitle: 'The Daily Examen: An Ignatian Evening Prayer Review',
      metaDescription:
        'Pray the Ignatian daily examen in five steps (gratitude, light, review, forgiveness and hope for tomorrow), with a journaling variation.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 10,
          steps: [
            'Become still and aware of the presence of God, or simply of the quiet around you.',
            'Look back over the day and give thanks for two or three specific gifts, however small.',
            'Replay the day gently, noticing moments when you felt most alive, connected or at peace, and moments when you felt drained or distant.',
            'Choose one feeling or moment that stands out and pray or reflect about it.',
            'Look ahead to tomorrow and ask for what you need, ending with a short prayer.',
          ],
          benefits: ['Fosters daily gratitude', 'Helps you notice what gives life and what drains it'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 15,
          steps: [
            'Practise at the same time every evening and keep brief notes in a journal.',
            'Ask for light to see the day honestly, with kindness rather than judgement.',
            'Review in more detail, noticing patterns of consolation and desolation across the week.',
            'Where you fell short, ask for forgiveness and consider one concrete repair.',
            'Let what you notice guide your choices, leaning towards what leads to consolation.',
          ],
          benefits: [
            'Supports discernment in decisions',
            'Builds self-knowledge over time',
            'Encourages honest yet gentle accountability',
          ],
        },
      ],
    },
    {
      slug: 'sufi-dhikr-remembrance',
      name: 'Dhikr: Remembrance of God',
      description:
        'The Islamic practice of remembering God through repeated sacred phrases such as SubhanAllah (glory be to God), Alhamdulillah (praise be to God) and La ilaha illa Allah (there is no god but God). It may be done quietly with prayer beads after the daily prayers, or aloud and rhythmically in Sufi gatherings.',
      traditionalRating: 9,
      traditionalEvidence:
        'Rooted in the Quran and the practice of the Prophet Muhammad, and developed over many centuries in Sufi orders across the Muslim world.',
      scientificRating: 3,
      scientificEvidence:
        'A few small studies, mostly among Muslim patients, suggest dhikr may lower anxiety and stress; high-quality trials are lacking.',
      culturalOrigins: ['Islam', 'Sufism'],
      contraindications: [
        'Vigorous group dhikr with rhythmic movement and breathing can bring on dizziness or trance-like states; keep to gentle seated forms if you have heart problems, epilepsy or a history of psychosis.',
        'If you come from outside the tradition, approach it respectfully and, for group forms, with a qualified teacher.',
      ],
      preparationRequirements: [
        'A string of 33 or 99 prayer beads (tasbih), or your fingertips',
        'A clean, quiet place',
      ],
      metaTitle: 'Dhikr: The Islamic Practice of Remembrance with Prayer Beads',
      metaDescription:
        'Learn dhikr, the Islamic and Sufi practice of remembering God through repeated phrases and prayer beads, from after-prayer tasbih to longer sessions.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 5,
          steps: [
            'Sit calmly after prayer or in a quiet moment, holding your tasbih or using your fingers to count.',
            'Repeat SubhanAllah 33 times, moving one bead with each phrase.',
            'Repeat Alhamdulillah 33 times, then Allahu Akbar 34 times, completing the traditional set of one hundred.',
            'Let the meaning of each phrase settle in your heart as you say it.',
          ],
          benefits: [
            'Builds a brief daily practice of remembrance',
            'Calms the mind through rhythm and meaning',
          ],
        },
        {
          level: 'Intermediate',
          durationMinutes: 20,
          steps: [
            'Choose a quiet time and sit with an upright posture, facing the qibla if you wish.',
            'Begin with an intention and by seeking forgiveness, repeating Astaghfirullah several times.',
            'Repeat La ilaha illa Allah slowly for several minutes, letting the rhythm settle with the breath.',
            'Allow the repetition to grow quieter until it is silent, resting attention in the heart.',
            'Close with a personal prayer (dua) and a few moments of stillness.',
          ],
          benefits: [
            'Deepens presence and devotion',
            'Cultivates inner peace and gratitude',
            'Links daily life to a living spiritual tradition',
          ],
        },
      ],
    },
    {
      slug: 'rosary-contemplative-prayer',
      name: 'Praying the Rosary',
      description:
        'A Catholic devotion of repeated prayers (the Our Father, Hail Mary and Glory Be) counted on a string of beads while meditating on scenes from the lives of Jesus and Mary, called mysteries. The steady rhythm of familiar words frees the mind to dwell on each scene, making it both spoken prayer and contemplation.',
      traditionalRating: 8,
      traditionalEvidence:
        'Developed in medieval Europe from older practices of repeated prayer, taking its familiar form by the fifteenth and sixteenth centuries.',
      scientificRating: 3,
      scientificEvidence:
        'Small studies suggest rhythmic recitation can slow breathing and may ease anxiety; large controlled trials are lacking.',
      culturalOrigins: ['Roman Catholic Christianity'],
      contraindications: [
        'For people who associate the rosary with pressure or religious harm, it may stir difficult feelings; there is no obligation to practise it.',
      ],
      preparationRequirements: [
        'A set of rosary beads, or count on your fingers',
        'A short guide to the prayers and the mysteries of the day',
      ],
      metaTitle: 'How to Pray the Rosary: A Contemplative Guide',
      metaDescription:
        'A step-by-step guide to praying the rosary, from a single decade to all five mysteries, as a calming rhythm of spoken and meditative prayer.',
      levels: [
        {
          level: 'One decade',
          durationMinutes: 5,
          steps: [
            'Hold the rosary, make the sign of the cross and choose one mystery to reflect on, such as the Nativity.',
            'Pray the Our Father on the large bead.',
            'Pray ten Hail Marys on the small beads, picturing the scene of the mystery as you pray.',
            'Finish the decade with the Glory Be and a moment of silence.',
          ],
          benefits: ['A short, calming prayer for busy days', 'Combines rhythm with meditative imagery'],
        },
        {
          level: 'Full rosary',
          durationMinutes: 20,
          steps: [
            "Begin at the crucifix with the Apostles' Creed, then pray the opening Our Father, three Hail Marys and the Glory Be.",
            'Announce the first mystery of the day and pause to picture it.',
            'Pray one decade for each of the five mysteries, letting the words become a steady background to contemplation.',
            'If your mind wanders, return to the scene without worrying about perfect concentration.',
            'Close with the Hail Holy Queen or another closing prayer, and rest in silence.',
          ],
          benefits: [
            'Builds a sustained contemplative rhythm',
            'Deepens reflection on the gospel stories',
            'Offers comfort in times of worry or grief',
          ],
        },
      ],
    },
    {
      slug: 'kirtan-devotional-chanting',
      name: 'Kirtan: Devotional Call-and-Response Chanting',
      description:
        'Group singing of sacred names and mantras in call-and-response style, usually accompanied by harmonium, drums and hand cymbals. A leader sings a line, the group answers, and the tempo often builds before slowing into silence. Kirtan is joyful, participatory and open to anyone who can listen and sing along.',
      traditionalRating: 8,
      traditionalEvidence:
        'Part of Indian bhakti devotional movements for at least five centuries, central to Sikh worship, and now sung in yoga communities worldwide.',
      scientificRating: 3,
      scientificEvidence:
        'Small studies of group chanting and singing show improvements in mood and social connection; kirtan itself has little dedicated research.',
      culturalOrigins: ['Hindu bhakti devotion', 'Sikhism', 'Global yoga community'],
      contraindications: [
        'Loud music and long sessions can be tiring; people with hearing sensitivity or tinnitus may need ear protection or a seat away from speakers.',
        'If chanting divine names from another faith conflicts with your beliefs, you can listen rather than sing, or choose a setting that fits your own tradition.',
      ],
      preparationRequirements: [
        'A local or online kirtan session, or a recording to sing along with',
        'Comfortable seating on the floor or a chair',
      ],
      metaTitle: "Kirtan: A Beginner's Guide to Devotional Chanting",
      metaDescription:
        'Discover kirtan, the joyful call-and-response chanting of sacred names with music, and how to join in at home or with a group.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 20,
          steps: [
            'Find a recording or online session with a simple call-and-response chant, such as Om Namah Shivaya.',
            'Sit comfortably and listen to the leader sing the first line.',
            'Sing the line back, matching the melody as best you can, without worrying about your voice.',
            'Let the tempo carry you as it rises and falls, clapping or swaying if you like.',
            'When the chant ends, sit in silence for a minute and notice how you feel.',
          ],
          benefits: ['Lifts mood through singing', 'Easy to join with no experience'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 60,
          steps: [
            'Attend a live kirtan gathering, in person or online, and arrive a little early to settle.',
            'Learn the meaning of the names and mantras being sung, so the words carry devotion.',
            'Sing fully with the group, letting self-consciousness fade into the shared sound.',
            'In the quiet after each chant, rest your attention on the lingering vibration and the stillness.',
            'Try leading a simple chant with friends, keeping time with a steady clap or drone.',
          ],
          benefits: [
            'Builds community and belonging',
            'Combines music, meditation and devotion',
            'Often leaves a lasting sense of joy and openness',
          ],
        },
      ],
    },
    {
      slug: 'microcosmic-orbit-circulation',
      name: 'Microcosmic Orbit',
      description:
        'A Taoist inner-alchemy meditation in which attention travels in a loop: up the spine from its base to the crown of the head, then down the front of the body back to the lower belly. Practitioners describe it as circulating qi through two main channels; in practical terms it is a slow, flowing focus exercise that links breath, attention and the body.',
      traditionalRating: 7,
      traditionalEvidence:
        'Comes from Taoist internal alchemy (neidan), developed in China over more than a thousand years and taught today in qigong schools.',
      scientificRating: 1,
      scientificEvidence:
        'There is essentially no direct scientific research on the practice, and the energy channels it describes have no established anatomical basis.',
      culturalOrigins: ['Chinese Taoist internal alchemy', 'Qigong'],
      contraindications: [
        'Traditional teachers warn that forcing energy practices can cause headaches, heat or agitation; keep attention light and finish by resting it in the lower belly.',
        'People with a history of psychosis or dissociation should avoid intensive energy-circulation practice, or do it only with an experienced teacher.',
      ],
      preparationRequirements: [
        'A quiet seat with a straight spine',
        'Some familiarity with resting attention in the lower belly',
      ],
      metaTitle: 'Microcosmic Orbit Meditation: A Taoist Energy Practice',
      metaDescription:
        'Learn the microcosmic orbit, a Taoist meditation that circulates attention up the spine and down the front of the body, with safe beginner steps.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 10,
          steps: [
            'Sit upright, rest your hands on your lower belly and lightly touch the tip of your tongue to the roof of your mouth.',
            'Rest attention on the lower belly, about three finger-widths below the navel, for a few minutes of natural breathing.',
            'Let attention move slowly down to the perineum, then up along the spine to the crown of the head, pausing briefly along the way.',
            'Let attention flow down the front of the body, through the forehead, throat, chest and navel, back to the lower belly.',
            'Finish by resting attention in the lower belly for a minute or two, with your hands folded over it.',
          ],
          benefits: ['Calms and focuses the mind', 'Builds continuous awareness through the body'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 20,
          steps: [
            'Begin with several minutes of resting attention in the lower belly.',
            'Coordinate the loop with the breath: on the in-breath attention rises up the back, and on the out-breath it descends down the front.',
            'Complete nine to thirty-six slow cycles, keeping effort light and the breath unforced.',
            'If you notice heat, pressure or agitation in the head, stop circulating and bring attention down to the belly and feet.',
            'Close by gathering attention in the lower belly and gently rubbing your hands and face.',
          ],
          benefits: [
            'Deepens breath and body awareness',
            'Supports a calm, centred feeling',
            'Connects you with a classic Taoist contemplative method',
          ],
        },
      ],
    },
    {
      slug: 'kundalini-kriya-practice',
      name: 'Kundalini Yoga Kriya',
      description:
        'A set sequence of postures, repetitive movements, breathwork, mantra and meditation, practised as a whole to create a particular effect. Kriyas often include rapid breathing, breath holds and sustained arm or spine movements, followed by deep relaxation. Intense and energising, the practice aims to awaken what the tradition calls kundalini energy.',
      traditionalRating: 5,
      traditionalEvidence:
        'Draws on older tantric and hatha yoga ideas about kundalini, but the widely taught form was assembled and popularised in the West from the late 1960s.',
      scientificRating: 4,
      scientificEvidence:
        'A handful of small randomised trials suggest benefits for anxiety, stress and some cognitive outcomes; studies are few and often small.',
      culturalOrigins: ['Hindu tantra and hatha yoga', 'Modern Western yoga'],
      risks: ['breath_retention', 'intense_movement', 'altered_states'],
      contraindications: [
        'Avoid rapid breathing and breath holds if you are pregnant or have heart disease, uncontrolled high blood pressure, glaucoma or recent surgery.',
        'People with epilepsy should avoid rapid breathing, which can lower the seizure threshold.',
        'If you have a history of psychosis, bipolar disorder or severe dissociation, avoid intensive kundalini practice; unusual energetic and emotional experiences are reported and can be destabilising.',
        'Sustained arm and spine movements can strain injured necks, shoulders and backs; modify the movement or rest.',
        'Stop at once if you feel dizzy, faint or tingly, or have chest pain or feel emotionally overwhelmed; breathe normally and consult a clinician before continuing.',
      ],
      preparationRequirements: [
        'An empty stomach, at least two hours after a meal',
        'A mat, a cushion and a blanket for relaxation',
        'A qualified teacher or a well-structured class for your first kriyas',
      ],
      metaTitle: 'Kundalini Yoga Kriya: A Guide with Safety Notes',
      metaDescription:
        'What a Kundalini yoga kriya involves (movement, breath of fire, mantra and deep relaxation), with gentle beginner steps and clear safety guidance.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 20,
          steps: [
            'Sit cross-legged or on a chair and tune in by chanting Ong Namo Guru Dev Namo three times, or simply set a quiet intention.',
            'Practise spinal flexes with your hands on your shins or knees, arching the spine forward as you breathe in and rounding it back as you breathe out, for two minutes.',
            'Practise gentle shoulder shrugs, lifting on the in-breath and dropping on the out-breath, for one minute.',
            'Instead of rapid breathing, breathe slowly and deeply through the nose for three minutes with your eyes closed.',
            'Lie on your back under a blanket and relax completely for five to eight minutes.',
            'Sit up slowly and rest quietly for a minute before getting on with your day.',
          ],
          benefits: [
            'Energises the body gently',
            'Improves spinal mobility',
            'Follows activity with deep relaxation',
          ],
        },
        {
          level: 'Intermediate',
          durationMinutes: 45,
          steps: [
            'Follow a complete kriya from a qualified teacher or a reputable manual, keeping to its order and timings.',
            'Where breath of fire is included, begin with 30 seconds of light, rhythmic nasal breaths pumped from the belly, and build up slowly over weeks.',
            'Keep any breath holds short and comfortable, never straining, and skip them if you feel light-headed.',
            'Hold arm positions only as long as you can without pain, resting and returning when needed.',
            'Follow the active part with at least ten minutes of relaxation, then a few minutes of meditation or mantra.',
            'Drink water and eat something light afterwards, and note any strong experiences to discuss with your teacher.',
          ],
          benefits: [
            'Builds stamina and focus',
            'Can leave a strong sense of energy and clarity',
            'Combines movement, breath and meditation in one practice',
          ],
        },
      ],
    },
    {
      slug: 'shamanic-drum-journey',
      name: 'Shamanic Drum Journey',
      description:
        'A practice inspired by shamanic traditions in which you lie down with your eyes covered and listen to steady, rapid drumming, around four to seven beats per second, while imagining travelling through an inner landscape to meet helpers or seek guidance. The repetitive beat can bring on a dreamlike, absorbed state of consciousness.',
      traditionalRating: 6,
      traditionalEvidence:
        'Drum-induced trance is found in many Indigenous cultures, from Siberia to the Americas; the modern workshop format known as core shamanism was developed in the West from the 1980s.',
      scientificRating: 2,
      scientificEvidence:
        'Small experimental studies show that rhythmic drumming can change brain activity and induce absorbed states; evidence of therapeutic benefit is limited.',
      culturalOrigins: [
        'Siberian and Central Asian shamanism',
        'Indigenous traditions of the Americas',
        'Western core shamanism',
      ],
      risks: ['altered_states'],
      contraindications: [
        'Avoid if you have a history of psychosis, schizophrenia or bipolar disorder, as trance states can trigger or worsen symptoms.',
        'People with severe dissociation or complex trauma may find the practice destabilising; try it only with a trauma-informed guide, if at all.',
        'Some forms of epilepsy are triggered by repetitive sensory stimulation; check with your neurologist before trying it.',
        'Stop, sit up and open your eyes if you feel frightened, disoriented, dizzy or in pain, and talk with a clinician if unsettling effects persist.',
        'Respect the Indigenous cultures these practices come from; do not present yourself as a shaman or borrow sacred ceremonies without permission.',
      ],
      preparationRequirements: [
        'A drumming track, usually 15 to 30 minutes long with a call-back signal at the end',
        'A quiet place to lie down and a cloth or mask to cover your eyes',
        'A clear, simple intention, and a journal for afterwards',
      ],
      metaTitle: 'Shamanic Drum Journey: What It Is and How to Practise Safely',
      metaDescription:
        'How a shamanic drum journey works, how to try a short journey with a drumming track, and who should avoid trance practices altogether.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 20,
          steps: [
            'Lie down in a safe, quiet room, cover your eyes and set a simple intention, such as "to visit a place of peace".',
            'Start a 15-minute drumming track and let the steady beat fill your attention.',
            'Imagine a natural entrance, such as a hollow tree or a pool, and let a landscape unfold in your mind, observing without forcing.',
            'When the drum changes to the call-back rhythm, retrace your path and return to the room.',
            'Lie still for a minute, wriggle your fingers and toes, then sit up slowly and write down what you experienced.',
          ],
          benefits: ['Encourages imaginative, symbolic reflection', 'Offers deep absorption and rest'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 40,
          steps: [
            'Work with an experienced, trauma-informed teacher or group to learn the practice safely.',
            'Set a specific question before the journey and hold it lightly in mind.',
            'Journey for 20 to 30 minutes, noticing images, feelings and symbols without judging them.',
            'Return with the call-back signal and ground yourself with food, water and firm contact with the floor.',
            'Reflect on the images as you would on a dream, asking what they might mean for your life rather than taking them literally.',
          ],
          benefits: [
            'Can surface fresh perspectives on personal questions',
            'Connects you with a very old human practice',
            'Supports creativity and intuitive reflection',
          ],
        },
      ],
    },
    {
      slug: 'hooponopono-reconciliation-prayer',
      name: "Ho'oponopono",
      description:
        'A Hawaiian practice of reconciliation and forgiveness. Traditionally a family gathering guided by an elder to set relationships right, it is best known today as a simple self-practice of four phrases: "I am sorry. Please forgive me. Thank you. I love you." Repeated while holding a person or situation in mind, the phrases invite responsibility, release and warmth.',
      traditionalRating: 6,
      traditionalEvidence:
        'Rooted in traditional Native Hawaiian family reconciliation; the popular four-phrase self-practice is a modern adaptation from the late twentieth century.',
      scientificRating: 1,
      scientificEvidence:
        'There is almost no scientific research on the practice; broader forgiveness research offers only indirect support for letting go of resentment.',
      culturalOrigins: ['Native Hawaiian culture', 'Modern Hawaiian-inspired self-help'],
      contraindications: [
        'Saying "I am sorry" can deepen guilt for people prone to self-blame or who were harmed by others; you are not responsible for abuse done to you, and you may adapt the words.',
        'Honour the Hawaiian roots of the practice and remember that the traditional form is a community process led by elders.',
      ],
      preparationRequirements: ['A quiet moment', 'A person, memory or situation you wish to bring peace to'],
      metaTitle: "Ho'oponopono: The Hawaiian Practice of Forgiveness",
      metaDescription:
        "Learn ho'oponopono, the Hawaiian reconciliation practice, and how to use its four phrases of sorrow, forgiveness, thanks and love for inner peace.",
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 5,
          steps: [
            'Sit quietly and bring to mind a person or situation that troubles you.',
            'Silently or softly repeat the four phrases: "I am sorry. Please forgive me. Thank you. I love you."',
            'Let the words be addressed to the person, to yourself or to the sacred, whichever feels true.',
            'Continue for a few minutes, noticing any softening in your body or feelings.',
          ],
          benefits: [
            'Eases resentment and tension',
            'Offers a simple phrase practice for difficult relationships',
          ],
        },
        {
          level: 'Intermediate',
          durationMinutes: 20,
          steps: [
            'Write down a conflict or hurt you are carrying and your part in it, however small.',
            'Repeat the phrases slowly, pausing after each to feel its meaning: responsibility, humility, gratitude and love.',
            'If it is safe and you are able, take a practical step toward repair, such as an apology or an honest conversation.',
            "Learn about the traditional family form of ho'oponopono, with its prayer, discussion, confession and release guided by an elder.",
            'Return to the phrases daily for a week and notice any shift in how the situation feels.',
          ],
          benefits: [
            'Encourages personal responsibility without blame',
            'Supports reconciliation and repair',
            'Builds warmth toward others and yourself',
          ],
        },
      ],
    },
    {
      slug: 'spiritual-fasting-observance',
      name: 'Spiritual Fasting',
      description:
        'Voluntarily going without food, or certain foods, for a set time as an act of devotion, repentance, solidarity or self-discipline. Examples include the Ramadan fast from dawn to sunset, Lent, Yom Kippur and Hindu fasting days. The hunger becomes a reminder to pray, reflect and give, rather than an end in itself.',
      traditionalRating: 10,
      traditionalEvidence:
        'Found in almost every major religion for thousands of years, including Judaism, Christianity, Islam, Hinduism, Buddhism and Jainism.',
      scientificRating: 3,
      scientificEvidence:
        'Observational studies of religious fasts such as Ramadan show mostly safe metabolic effects in healthy adults; research on spiritual and emotional benefits is limited.',
      culturalOrigins: ['Islam', 'Judaism', 'Christianity', 'Hinduism', 'Jainism'],
      risks: ['fasting'],
      contraindications: [
        'Do not fast if you have, or have had, an eating disorder; fasting can trigger relapse.',
        'People with diabetes, especially those taking insulin or other glucose-lowering medication, need medical advice first because of the risk of dangerously low blood sugar.',
        'Pregnant or breastfeeding women, children, frail older adults and people with kidney disease or low body weight should avoid or adapt fasting; most traditions exempt them.',
        'If you take regular medication, check with a doctor or pharmacist about timing before fasting.',
        'Break the fast and seek medical help if you feel faint, confused or very weak, or have palpitations or chest pain.',
      ],
      preparationRequirements: [
        'Medical advice if you have any health condition or take medication',
        'A clear intention and a plan for prayer or reflection',
        'Plenty of water outside fasting hours, where your tradition allows',
      ],
      metaTitle: 'Spiritual Fasting: How to Fast for Reflection and Prayer',
      metaDescription:
        'A guide to spiritual fasting across traditions, from one skipped meal to a dawn-to-dusk fast, with intention, prayer and clear medical safety advice.',
      levels: [
        {
          level: 'One-meal fast',
          durationMinutes: 30,
          steps: [
            'Choose one meal to go without, such as lunch, and drink water as usual.',
            'Set a clear intention beforehand, such as praying for someone or reflecting on what you take for granted.',
            'Use the time you would spend eating for prayer, reading or quiet reflection.',
            'When hunger arises, let it remind you of your intention, or of people who go hungry not by choice.',
            'Break the fast gently with a modest, balanced meal, and give thanks.',
          ],
          benefits: ['Links a bodily practice with reflection', 'Builds gratitude and empathy'],
        },
        {
          level: 'Dawn-to-dusk fast',
          durationMinutes: 60,
          steps: [
            'Choose a traditional fast that fits your faith and health, such as a sunrise-to-sunset fast, and check with your doctor first if needed.',
            'Eat a nourishing meal with slow-release foods and fluids before the fast begins, if your tradition allows.',
            'Plan set times for prayer, scripture or reflection across the day, about an hour in total.',
            'Reduce strenuous activity and time in the heat while fasting.',
            'Give to charity or help someone during the fast, as many traditions encourage.',
            'Break the fast gently with water and light food, and reflect on what the day taught you.',
          ],
          benefits: [
            'Deepens discipline and devotion',
            'Connects you with a practice shared across communities',
            'Encourages generosity and solidarity',
          ],
        },
      ],
    },
    {
      slug: 'tibetan-full-prostrations',
      name: 'Full-Body Prostrations',
      description:
        'A devotional practice from Tibetan Buddhism in which you touch joined hands to the crown, throat and heart, then lower yourself to lie flat on the ground with arms stretched forward before rising again. Repeated many times with a refuge prayer, prostrations combine humility, devotion and vigorous physical effort.',
      traditionalRating: 9,
      traditionalEvidence:
        'A foundational practice in Tibetan Buddhism for over a thousand years, with roots in Indian gestures of reverence; traditionally part of a preliminary cycle of 100,000 repetitions.',
      scientificRating: 1,
      scientificEvidence:
        'There is almost no scientific research on prostration practice, although it is recognisably a form of sustained physical exertion.',
      culturalOrigins: ['Tibetan Buddhism', 'Indian devotional gesture'],
      risks: ['intense_movement'],
      contraindications: [
        'Avoid or adapt if you have knee, hip, wrist, shoulder or back injuries; half prostrations or bows from a chair are traditional alternatives.',
        'People with heart disease, uncontrolled high blood pressure or a recent stroke should get medical advice first, as repeatedly rising from the floor raises heart rate and blood pressure.',
        'During pregnancy, replace full prostrations with gentle standing bows.',
        'Glaucoma and other eye conditions worsened by head-down positions are a reason to keep bows shallow.',
        'Stop if you feel dizzy or short of breath, or have chest or joint pain, and consult a clinician.',
      ],
      preparationRequirements: [
        'A padded mat or prostration board, with cloths or pads for the hands and knees',
        'Comfortable clothing and room to stretch out fully',
        'Guidance from a teacher if you plan to take on the traditional cycle',
      ],
      metaTitle: 'Tibetan Buddhist Prostrations: A Devotional Practice Guide',
      metaDescription:
        'How to practise full-body prostrations from Tibetan Buddhism, from gentle bows to long rounds, with safety advice for the knees, back and heart.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 10,
          steps: [
            'Stand at the front of your mat, facing a shrine, an image or simply an open space, and set an intention.',
            'Bring your palms together and touch them to the crown of your head, then your throat, then your heart.',
            'Kneel down, place your hands on the mat and lower your forehead gently to the ground in a half prostration.',
            'Rise back to standing with care, using your legs rather than your back.',
            'Repeat slowly seven to twenty-one times, then stand still and rest.',
          ],
          benefits: ['Cultivates humility and reverence', 'Gentle full-body movement'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 30,
          steps: [
            'Warm up with a few minutes of gentle movement for the knees, hips and back.',
            'From standing, touch crown, throat and heart with joined palms, then kneel, slide your hands forward and lie flat with arms extended.',
            'Bring your palms together above your head briefly, then push back to kneeling and rise to standing.',
            'Recite a refuge prayer or mantra with each prostration, keeping a steady pace you can sustain.',
            'Count with a mala, starting with 27 or 54, and increase gradually over weeks.',
            'Finish with a few minutes of seated rest and dedicate the practice to the benefit of others.',
          ],
          benefits: [
            'Builds strength and stamina',
            'Combines devotion with physical effort',
            'Helps settle restless energy',
          ],
        },
      ],
    },
    {
      slug: 'sufi-whirling-turning',
      name: 'Sufi Whirling (Turning Meditation)',
      description:
        'A moving meditation in which you turn slowly and steadily on one spot, counter-clockwise, with the right palm facing up to receive and the left facing down to give. Best known from the ceremony of the Mevlevi order, whirling is a prayer in motion that can bring a deep stillness at the centre of movement.',
      traditionalRating: 8,
      traditionalEvidence:
        'Practised by the Mevlevi Sufi order since the thirteenth century, inspired by the poet and mystic Rumi, and recognised today as intangible cultural heritage.',
      scientificRating: 1,
      scientificEvidence:
        'Almost no research exists beyond small studies of balance and dizziness in trained whirlers; the benefits rest on tradition and personal experience.',
      culturalOrigins: ['Mevlevi Sufism', 'Turkish and Persian Islamic mysticism'],
      risks: ['intense_movement', 'altered_states'],
      contraindications: [
        'Avoid if you have vertigo, an inner-ear disorder, epilepsy or a history of fainting.',
        'If you are pregnant, have low blood pressure or a heart condition, or take medicines that cause dizziness, do not whirl, or only very briefly with someone beside you.',
        'Avoid if you have a history of psychosis, as altered states may be destabilising.',
        'Whirling can strain the knees and ankles; turn slowly on a smooth floor, never on a slippery surface or near furniture.',
        'If you feel nauseous, very dizzy or unwell, slow down gradually to a stop, sit or lie down, and consult a clinician if symptoms persist.',
      ],
      preparationRequirements: [
        'A large, clear space with a smooth floor and nothing to bump into',
        'Bare feet or thin socks, and an empty stomach',
        'Slow, steady music and someone to watch over your first attempts',
      ],
      metaTitle: 'Sufi Whirling: How to Practise Turning Meditation Safely',
      metaDescription:
        'Learn the basics of Sufi whirling, the turning meditation of the Mevlevi tradition, with slow beginner steps and essential safety advice.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 10,
          steps: [
            'Stand with your arms crossed over your chest, hands on opposite shoulders, and bow your head slightly as a greeting.',
            'Use your left foot as a pivot and, pushing gently with the right foot, begin turning very slowly counter-clockwise.',
            'Keep your eyes soft and unfocused, letting the room blur rather than trying to track it.',
            'Turn for one to two minutes only, then slow down gradually over several turns until you stop.',
            'Sit or lie face down with your hands under your belly, and rest for a few minutes as the dizziness settles.',
          ],
          benefits: ['Develops balance and concentration', 'Invites a sense of stillness within movement'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 25,
          steps: [
            'Begin with a short prayer or intention and a few minutes of standing stillness.',
            'Open your arms slowly as you turn, right palm facing up and left palm facing down.',
            'Turn at a steady, unhurried pace, building from five to fifteen minutes over several weeks, keeping the body relaxed.',
            'Let the mind rest on the sense of a still centre around which you move.',
            'Slow down gradually, cross your arms to stop, and lie down quietly for at least as long as you turned.',
          ],
          benefits: [
            'Deepens meditative absorption',
            'Joins body and devotion in one act',
            'Builds body awareness and poise',
          ],
        },
      ],
    },
    {
      slug: 'labyrinth-prayer-walk',
      name: 'Labyrinth Walking',
      description:
        'Walking a single winding path into the centre of a labyrinth and back out again, as a form of prayer or reflection. Unlike a maze, a labyrinth has no dead ends, so the mind is free to quieten. Many people treat the way in as letting go, the centre as receiving, and the way out as returning to life.',
      traditionalRating: 7,
      traditionalEvidence:
        'Labyrinth designs are thousands of years old; walking them as prayer flourished in medieval Christian cathedrals such as Chartres and has been widely revived since the 1990s.',
      scientificRating: 2,
      scientificEvidence:
        'A few small studies report lower stress and anxiety after labyrinth walking; high-quality research is lacking.',
      culturalOrigins: ['Medieval Christian pilgrimage', 'Ancient Mediterranean symbolism'],
      contraindications: [
        'Outdoor labyrinths may have uneven ground; if your balance is unsteady, take care, use a walking aid, or trace a finger labyrinth instead.',
      ],
      preparationRequirements: [
        'A labyrinth in a church, park or garden near you, or a printed finger labyrinth',
        'A question, prayer or intention to carry',
      ],
      metaTitle: 'Labyrinth Walking: A Guide to Prayerful, Reflective Walking',
      metaDescription:
        'How to walk a labyrinth as prayer or reflection: release on the way in, receive at the centre, return on the way out. Finger labyrinth option included.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 15,
          steps: [
            'Pause at the entrance, take a few breaths and bring to mind a question, a prayer or simply the wish to be present.',
            'Walk the path at a natural, slow pace, letting go of worries as you move toward the centre.',
            'At the centre, stand or sit for a few minutes, open to whatever thoughts, feelings or sense of peace arise.',
            'Walk back out along the same path, considering how to carry what you received into your life.',
            'At the exit, turn, pause and give thanks, or note one word that sums up the walk.',
          ],
          benefits: ['Quietens a busy mind through gentle movement', 'Gives shape to reflection and prayer'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 30,
          steps: [
            'Bring a journal and write down a question or concern before you begin.',
            'Walk more slowly, pairing your steps with the breath or a short prayer phrase.',
            'At the centre, stay longer in silence or prayer, noticing any images or insights.',
            'On the way out, reflect on one specific action you can take.',
            'Write about the experience afterwards, and consider walking the same labyrinth regularly to notice changes over time.',
          ],
          benefits: [
            'Supports discernment and decision-making',
            'Combines movement with contemplation',
            'Builds a rhythm of small, regular pilgrimages',
          ],
        },
      ],
    },
    {
      slug: 'hitbodedut-secluded-prayer',
      name: 'Hitbodedut: Secluded Personal Prayer',
      description:
        'A Jewish practice of going somewhere alone, often outdoors at night or early in the morning, and speaking to God out loud in your own words and everyday language, as you would to a close and trusted friend. You pour out worries, hopes, regrets and thanks without any set text. It is intimate, honest and often surprisingly moving.',
      traditionalRating: 7,
      traditionalEvidence:
        'Taught as a central daily practice by Rebbe Nachman of Breslov in the late eighteenth century, drawing on older Jewish traditions of solitary meditation and prayer.',
      scientificRating: 1,
      scientificEvidence:
        'There is essentially no direct research; studies of emotional disclosure and personal prayer offer only indirect support.',
      culturalOrigins: ['Hasidic Judaism (Breslov)', 'Jewish contemplative prayer'],
      contraindications: [
        'Going alone to remote places at night carries real safety risks; choose a safe spot, tell someone where you are, and take a phone and a light.',
        'Speaking openly about painful matters can release strong grief or anger; if distress lingers, talk with a rabbi, spiritual companion or therapist.',
      ],
      preparationRequirements: [
        'A private place, such as a field, a park, a quiet room or even a parked car',
        'Time when you will not be overheard',
      ],
      metaTitle: 'Hitbodedut: The Jewish Practice of Secluded Personal Prayer',
      metaDescription:
        'Learn hitbodedut, the Breslov practice of speaking to God aloud in your own words in solitude, from a short daily talk to a longer session outdoors.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 10,
          steps: [
            'Go to a private place where you can speak aloud without being overheard.',
            'Begin simply by saying that you are there, in your own words and everyday language.',
            'Talk honestly about what is on your mind today: a worry, a hope or something you are grateful for.',
            'If words do not come, say so; even repeating a single phrase such as "Help me" or "Thank you" counts.',
            'Close with a moment of listening silence before returning to your day.',
          ],
          benefits: ['Offers a direct, personal form of prayer', 'Releases pent-up worries through speech'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 45,
          steps: [
            'Set aside a regular time, traditionally up to an hour a day, and go outdoors to a safe natural place if you can.',
            'Speak freely and at length, reviewing your life, your struggles and your longings, holding nothing back.',
            'Ask for help with specific changes you want to make, and for the strength to make them.',
            'Allow emotion, including tears or laughter, to be part of the prayer.',
            'End with some time in silence and a few words of thanks, and note any resolution you want to carry with you.',
          ],
          benefits: [
            'Builds honest self-reflection',
            'Strengthens a felt sense of relationship with the sacred',
            'Joins solitude, nature and prayer',
          ],
        },
      ],
    },
    {
      slug: 'six-healing-sounds-liu-zi-jue',
      name: 'Six Healing Sounds (Liu Zi Jue)',
      description:
        'A Taoist qigong practice of six soft sounds made on the out-breath, each traditionally linked in Chinese medicine with an organ and an emotion, such as xu for the liver and anger or he for the heart and agitation. Combined with gentle arm movements and slow breathing, the sounds are said to release tension and restore balance.',
      traditionalRating: 8,
      traditionalEvidence:
        'Recorded in Chinese texts from around the sixth century and developed within Taoist and medical qigong; standardised as a health qigong form in recent decades.',
      scientificRating: 3,
      scientificEvidence:
        'Small randomised trials, mainly in people with chronic lung disease, suggest improvements in breathing and quality of life; the links between sounds and organs are traditional beliefs, not established physiology.',
      culturalOrigins: ['Chinese Taoism', 'Traditional Chinese medicine', 'Qigong'],
      contraindications: [
        'Keep each sound soft and on a natural out-breath, and stop if you feel light-headed.',
        'The practice can complement, but not replace, medical treatment for lung, heart or other organ conditions.',
      ],
      preparationRequirements: [
        'A quiet place where you can make sounds without feeling self-conscious',
        'Room to stand or sit with your arms free',
      ],
      metaTitle: 'Six Healing Sounds Qigong: Liu Zi Jue Step by Step',
      metaDescription:
        'Learn the Six Healing Sounds (Liu Zi Jue), a Taoist qigong practice pairing soft exhaled sounds with gentle movement for calm and balance.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 10,
          steps: [
            'Stand or sit upright, relax your shoulders and breathe naturally through your nose for a minute.',
            'Breathe in through the nose, then breathe out slowly while softly making the sound xu, a gentle "shoo", traditionally linked with the liver. Repeat six times.',
            'Continue with each sound in turn, six times each: he ("hur") for the heart, hu ("hoo") for the spleen, si ("sss") for the lungs, chui ("chway") for the kidneys and xi ("shee") for the triple burner.',
            'Keep each sound quiet and let the out-breath be long without forcing it.',
            'Finish by resting with your hands on your lower belly, breathing naturally.',
          ],
          benefits: ['Slows and lengthens the out-breath', 'Releases tension through gentle sound'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 20,
          steps: [
            'Learn the arm movement that accompanies each sound from a qualified teacher or a standard health qigong guide.',
            'Coordinate each sound with its movement, letting the arms rise on the in-breath and open or lower on the out-breath.',
            'While making each sound, reflect on the emotion traditionally linked with it, such as anger, agitation, worry, grief or fear, and imagine it easing.',
            'Practise the full sequence daily, ideally in the morning, for several weeks.',
            'Close with a few minutes of standing stillness.',
          ],
          benefits: [
            'Combines movement, breath and sound',
            'Encourages emotional awareness through traditional imagery',
            'May support breathing capacity',
          ],
        },
      ],
    },
    {
      slug: 'home-altar-devotional-ritual',
      name: 'Home Altar Devotional Ritual',
      description:
        'A short daily ritual at a small home shrine or altar: lighting a candle or incense, offering water, flowers or a bow, and saying a prayer or intention. Found in Hindu puja, Buddhist shrine practice, Catholic home altars, Orthodox icon corners and many other traditions, it marks out sacred time within ordinary life.',
      traditionalRating: 9,
      traditionalEvidence:
        'Home shrines and daily offerings are ancient and nearly universal, from Hindu puja and East Asian ancestor altars to Christian icon corners.',
      scientificRating: 2,
      scientificEvidence:
        'Experimental research on ritual in general suggests it can reduce anxiety and increase a sense of control, but home altar practice itself has not been studied.',
      culturalOrigins: [
        'Hindu puja',
        'Buddhist shrine practice',
        'East Asian ancestor veneration',
        'Christian home devotion',
      ],
      contraindications: [
        'Never leave candles or incense burning unattended, and ventilate the room; incense smoke can aggravate asthma.',
        'A shrine to a loved one who has died can stir grief; let the ritual be a place of remembrance, and seek support if grief becomes overwhelming.',
      ],
      preparationRequirements: [
        'A small, clean surface such as a shelf or side table',
        'A few meaningful objects: an image, a candle, flowers or a bowl of water',
      ],
      metaTitle: 'Home Altar Ritual: A Simple Daily Devotional Practice',
      metaDescription:
        'Create a home altar and a simple daily ritual of light, offering and prayer, drawing on Hindu, Buddhist, Christian and ancestral traditions.',
      levels: [
        {
          level: 'Beginner',
          durationMinutes: 5,
          steps: [
            'Set up a small altar with one or two objects that feel sacred or meaningful to you.',
            'Each morning, stand or sit before it, pause and take a few breaths.',
            'Light a candle, or place a fresh flower or a bowl of water as an offering.',
            'Say a short prayer, intention or words of gratitude, silently or aloud.',
            'Bow or bring your hands together, then begin your day.',
          ],
          benefits: ['Creates a daily moment of reverence', 'Anchors the day with intention'],
        },
        {
          level: 'Intermediate',
          durationMinutes: 15,
          steps: [
            'Clean and arrange the altar mindfully, as part of the practice itself.',
            'Make an offering from your own tradition, such as incense, food, light or water.',
            'Recite a longer prayer, chant or passage of scripture.',
            'Remember people who are ill, grieving or have died, and hold them in your prayer.',
            'Sit in silence for a few minutes before closing with a bow or a blessing.',
            'Change the objects with the seasons or the festivals of your tradition.',
          ],
          benefits: [
            'Deepens your connection to a tradition and its rhythms',
            'Supports remembrance and grief',
            'Brings a sense of the sacred into daily life',
          ],
        },
      ],
    },
  ],
};
