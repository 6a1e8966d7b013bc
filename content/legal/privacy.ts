import type { LegalDocument } from './types';

export const privacyPolicy: LegalDocument = {
  title: 'Privacy Policy',
  effectiveDate: 'July 7, 2025',
  intro:
    'This Privacy Policy explains what personal data TrueTune collects, why we collect it, how we protect it and the choices you have. The information you share with TrueTune is personal, and some of it, such as your assessment answers, your journal and your conversations with Xero, is sensitive. We treat it that way, and we have tried to explain how in plain words.',
  sections: [
    {
      heading: 'Who we are and how to reach us',
      paragraphs: [
        'TrueTune operates the TrueTune website and app, a personal-development service for adults that includes the Soulprint assessment, our AI guide Xero, a journal, a practice library and paid subscriptions. For the personal data described in this policy, TrueTune is the controller: we decide why and how it is used, and we are responsible for it.',
        'You can contact us in these ways:',
      ],
      bullets: [
        'Support, including help with your account: {supportEmail}',
        'Our data protection officer, for privacy questions and requests about your data: {privacyEmail}',
        'By post: {postalAddress}',
      ],
    },
    {
      heading: 'The information we collect',
      paragraphs: [
        'We collect only what we need to run TrueTune and make it useful to you. Most of it comes directly from you; we also receive payment status from Stripe and delivery information from our email provider. We do not buy personal data from data brokers. The information we hold includes:',
      ],
      bullets: [
        'Account details: your name, your email address, and your password, which we store only as an argon2id hash and never in readable form.',
        'Assessment data: your answers to the Soulprint questions and the results we calculate from them, such as your archetype, Thrive Score, facet profile and pathways.',
        'Conversations with Xero: the messages you send and the replies Xero gives, so that Xero can keep the context of your conversations.',
        'Journal and practice data: your journal entries, the practices you save or complete, your session logs and your progress.',
        'Subscription and payment records: your plan, its status and billing dates, and limited payment details from Stripe, such as the card type, its last four digits and whether a payment succeeded. We never receive or store your full card number.',
        'Email records: the optional emails you have chosen to receive, and whether our emails to you were delivered, opened or clicked.',
        'Usage information: the pages you view and the named buttons and links you click in TrueTune, recorded by our own first-party analytics.',
        'Technical information: details your browser sends when it connects, such as your IP address and browser type, which we use for security, abuse prevention and troubleshooting.',
        'Support messages: whatever you tell us when you contact us.',
      ],
    },
    {
      heading: 'How we use your information',
      paragraphs: [
        'We use your information only to provide, protect and improve TrueTune. We do not sell your personal data, we do not share it for advertising, and we do not use it to show you ads.',
        'Where data-protection laws such as the GDPR apply, each use rests on a legal basis: performance of our contract with you, to provide the service you signed up for; your consent, for sensitive assessment data and for optional practice emails; our legitimate interests, for security, first-party analytics and improving TrueTune, always balanced against your rights; and legal obligation, where the law requires us to keep or disclose information.',
        'Practice emails are optional. You can turn them on or off, and choose how often you receive them, in Settings at any time. Account messages such as verification and password reset emails are part of running your account, so we send them whatever your email settings are.',
        'In practice, we use your information to:',
      ],
      bullets: [
        'Create and secure your account, verify your email address, keep you signed in and help you reset your password.',
        'Score your assessment, show you your Soulprint and keep your results available to you.',
        'Power your conversations with Xero and tailor its replies and your practice recommendations to your profile and goals.',
        'Save your journal, practices and progress so that you can come back to them.',
        'Process payments, manage subscriptions and free trials, and handle refunds, including our 30-day money-back guarantee for first-time premium subscribers.',
        'Send account messages, such as email verification, password resets and important notices about your account or our policies, and, if you choose them, practice emails.',
        'Understand how TrueTune is used, so that we can fix problems and make it better.',
        'Protect TrueTune and the people who use it, prevent fraud and abuse, and meet our legal obligations.',
      ],
    },
    {
      heading: 'Your assessment data is sensitive',
      paragraphs: [
        'Your Soulprint answers and results describe your inner life: how you think, feel, relate to others and handle stress. We treat this assessment data, together with your journal and your conversations with Xero, as sensitive personal data, and we give it our highest level of care.',
        'We collect and use your assessment data only with your consent, which you give when you choose to take the assessment, and only to provide TrueTune to you: to calculate and show your results, to personalise Xero and your practices, and to track your progress. Your results describe tendencies; they are not a diagnosis of any kind.',
        'We do not share your assessment data with anyone without your consent. It is never sold, and it is not given to employers, insurers, advertisers or data brokers. The only exceptions are the service providers that store or process it on our behalf under strict obligations, as described below, and the rare case where the law compels us to disclose it, in which case we will tell you if we are allowed to.',
        'You can withdraw your consent at any time by deleting your account, or by asking our data protection officer at {privacyEmail} to delete your assessment data. Withdrawing consent does not affect what happened before, but without assessment data we cannot show your Soulprint or personalise your experience.',
      ],
    },
    {
      heading: 'Xero and AI training',
      paragraphs: [
        "When you talk with Xero, your messages, together with relevant context such as your Soulprint results and recent conversation history, are used to generate Xero's replies. This may be carried out by the AI model provider we use, acting on our instructions as a service provider.",
        'We also work to make Xero better over time. We may use conversations and other content from TrueTune to improve our AI only after it has been anonymised: your name, email address and other details that identify you are removed, so that what remains cannot reasonably be linked back to you. We do not use identifiable conversations, journal entries or assessment answers to train AI.',
        'If you do not want your anonymised content used for AI training, you can opt out at any time by contacting support at {supportEmail}. Opting out does not change how Xero works for you, and from the time we process your request we will leave your content out of future training.',
        'Xero is an AI, not a person, and it is not therapy or a substitute for professional care. If you are in crisis in the United States, call or text 988 to reach the 988 Suicide & Crisis Lifeline, text HOME to 741741 to reach the Crisis Text Line, or call 911 if you or someone else is in immediate danger.',
      ],
    },
    {
      heading: 'Cookies and analytics',
      paragraphs: [
        'TrueTune uses as few cookies as possible. When you sign in, we set one secure, HttpOnly session cookie that keeps you signed in. HttpOnly means scripts running in your browser cannot read it, and secure means it is only sent over encrypted connections. This cookie is strictly necessary for the service to work, and it stops working when you sign out or your session ends.',
        'We do not use advertising cookies, and we do not put third-party tracking cookies, social media pixels or other cross-site trackers on TrueTune.',
        'Our analytics are first-party. We record page views and clicks on specific, named buttons and links, and we store those records ourselves, in our own database; they are not sent to an outside analytics company. When you are signed in, these records are linked to your account so that we can understand how the product is used and fix what is not working, and they are deleted together with your account.',
      ],
    },
    {
      heading: 'Who we share data with',
      paragraphs: [
        'We share personal data only where it is needed to run TrueTune, and only with the parties below:',
      ],
      bullets: [
        'Stripe, which processes our payments. You enter your card details directly into Stripe, and they never touch our servers.',
        'Our email delivery provider, which sends account messages and the practice emails you choose, and tells us whether they were delivered.',
        'Our hosting and infrastructure providers, which run the servers and databases where TrueTune and your data are stored.',
        "The AI model provider we use to generate Xero's replies, which receives the conversation content needed to respond.",
        "Public authorities or other parties, when the law requires it, such as under a valid court order, or when it is necessary to protect someone's safety, investigate fraud or defend our legal rights.",
        'A buyer or successor, if TrueTune is part of a merger, acquisition or sale of assets. Your data would stay protected by this policy, and we would tell you before it became subject to a different one.',
      ],
    },
    {
      heading: 'How long we keep your data',
      paragraphs: ['We keep personal data only for as long as we need it, as follows:'],
      bullets: [
        'Account data is kept while your account is active, plus 3 years. This lets you come back to your history and progress, and lets us handle questions, disputes and our legal obligations.',
        'If your account has been inactive for 5 years or more, we may delete it. We will send notice to the email address on the account first, so that you have the chance to sign in and keep it.',
        'If you delete your account, we delete your personal data within 30 days.',
        'If you delete your account while a paid period is still running, your account stays active until that period ends, so that you get the time you paid for. When the period ends, the account is deleted and all of its data is removed within 30 days.',
        'Where the law requires us to keep certain records for longer, such as tax records of payments, we keep only those records, only for as long as required and only for that purpose.',
        'Information that has been anonymised so that it can no longer identify you is no longer personal data, and we may keep it.',
      ],
    },
    {
      heading: 'Your rights and choices',
      paragraphs: [
        'Wherever you live, you can ask us to give you access to the personal data we hold about you and a copy of it, to correct it if it is inaccurate or incomplete, to delete it, to give it to you in a portable, machine-readable format, and to restrict or stop certain uses of it, including the use of your anonymised content for AI training. You can also withdraw any consent you have given, such as for assessment data or optional emails.',
        'If you live in the European Economic Area, the United Kingdom or another place with its own data-protection laws, you also have the right to complain to your local data-protection authority. We would be grateful for the chance to help first, so please contact us.',
        'We answer every rights request within 30 days. We may need to confirm your identity first, for example by asking you to write from the email address on your account. We will not charge you for a reasonable request or treat you differently for using your rights. Here is how to use them:',
      ],
      bullets: [
        'Download your data, or delete your account, yourself at any time from Settings.',
        'Turn practice emails on or off, or change how often you receive them, in your email settings.',
        'Opt out of the use of your anonymised content for AI training by contacting support at {supportEmail}.',
        'Make any other request by writing to our data protection officer at {privacyEmail}.',
      ],
    },
    {
      heading: 'How we protect your data',
      paragraphs: ['We protect your data with measures that match how sensitive it is, including:'],
      bullets: [
        'Passwords are hashed with argon2id, a modern algorithm designed to resist cracking, so we never store or see your password in readable form.',
        'Connections to TrueTune are encrypted in transit using HTTPS.',
        'Your session is held in a secure, HttpOnly cookie that scripts in your browser cannot read.',
        'Card details are handled entirely by Stripe and never reach our servers.',
        'Access to personal data is limited to the people who need it to run and support the service.',
        'Sign-in attempts and other sensitive actions are rate limited to slow down attacks.',
      ],
    },
    {
      heading: 'If there is a data breach',
      paragraphs: [
        'No system is perfectly secure. If a security breach affects your personal data in a way that is likely to put your rights or safety at risk, we will notify you, and the relevant authorities where the law requires it, within 72 hours of becoming aware of it when feasible. If we cannot give full details in that time, we will tell you what we know and follow up as we learn more.',
        'Our notice will explain what happened, what data was involved, what we are doing about it and what you can do to protect yourself. We will send it to the email address on your account. You can help keep your account safe by using a strong password that you do not use anywhere else, and by signing out on shared devices.',
      ],
    },
    {
      heading: 'Children',
      paragraphs: [
        'TrueTune is only for adults aged 18 and over. We do not knowingly collect personal data from anyone under 18. If we learn that someone under 18 has created an account, we will close it and delete its data. If you believe a child has given us personal data, please contact us at {privacyEmail}.',
      ],
    },
    {
      heading: 'International transfers',
      paragraphs: [
        'TrueTune is based in the United States, and our service providers may process data in the United States and in other countries. Those countries may have data-protection laws that differ from the laws where you live.',
        "When we transfer personal data from the European Economic Area, the United Kingdom or Switzerland to a country that does not have an adequacy decision, we use recognised safeguards such as the European Commission's Standard Contractual Clauses, and we require our providers to protect your data to the standard described in this policy. You can ask our data protection officer at {privacyEmail} for more information about these safeguards.",
      ],
    },
    {
      heading: 'Changes to this policy',
      paragraphs: [
        'We may update this policy as TrueTune changes or as the law requires. The effective date at the top shows when it last changed. If we make a material change, for example to how we use sensitive data or who we share it with, we will tell you in advance by email or in the app, and where the law requires it we will ask for your consent first.',
      ],
    },
    {
      heading: 'Contact us',
      paragraphs: [
        'If you have a question about this policy or your personal data, or you want to use any of your rights, please get in touch. Writing to our data protection officer is the quickest way to reach the right person for privacy matters, and we will reply within 30 days.',
      ],
      bullets: [
        'Data protection officer: {privacyEmail}',
        'Support: {supportEmail}',
        'By post: {postalAddress}',
      ],
    },
  ],
};
