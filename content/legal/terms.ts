import type { LegalDocument } from './types';

export const termsOfService: LegalDocument = {
  title: 'Terms of Service',
  effectiveDate: 'July 7, 2025',
  intro:
    'These Terms of Service are the agreement between you and TrueTune when you use our website and app, including the Soulprint assessment, Xero our AI guide, the journal, the practice library and our subscriptions. Please read them carefully. TrueTune is for adults aged 18 and over, it is not therapy or a medical service, and these terms include an agreement to settle disputes by individual arbitration and a limit on our liability.',
  sections: [
    {
      heading: 'Accepting these terms',
      paragraphs: [
        'By creating an account, starting a free trial, making a purchase or otherwise using TrueTune, you agree to these Terms of Service and to our Privacy Policy, which explains how we handle your personal data. If you do not agree, please do not use TrueTune.',
        'In these terms, "TrueTune", "we", "us" and "our" mean the company that operates the TrueTune service, and "you" means the person using it. "The service" means the TrueTune website and app and everything offered through them, including the Soulprint assessment and results, Xero, the journal, the practice library, progress tracking, emails and subscriptions.',
      ],
    },
    {
      heading: 'Who can use TrueTune',
      paragraphs: [
        'TrueTune is for adults. You must be at least 18 years old to create an account or use the service, and by using it you confirm that you are. We do not knowingly allow anyone under 18 to use TrueTune, and if we learn that an account belongs to someone under 18, we will close it and delete its data.',
        'You also confirm that you are able to enter into a binding contract, that no law that applies to you prevents you from using the service, and that the information you give us about yourself is accurate and kept up to date.',
      ],
    },
    {
      heading: 'What TrueTune is, and what it is not',
      paragraphs: [
        'TrueTune is a personal-development service. The Soulprint assessment describes patterns in how you tend to think, feel and act, and gives you results such as a primary archetype, a Thrive Score and a facet profile. Xero, our AI guide, talks with you about those results and your goals, and the practice library and journal help you build habits of reflection and self-care.',
        'TrueTune is for education, reflection and personal growth. It is not a medical or mental health service, and it is not therapy. In particular:',
      ],
      bullets: [
        'Our tools are not diagnostic. The Soulprint, the Thrive Score and every other result describe tendencies; they do not diagnose, assess or rule out any medical, psychological or psychiatric condition.',
        'Xero is not a therapist, counsellor, doctor or any other licensed professional, and conversations with Xero are not therapy or treatment.',
        'Nothing in TrueTune is a substitute for professional care. Please talk to a qualified professional about your health, and never ignore or delay professional advice because of something you read or heard in TrueTune.',
        'Practices such as breathing, movement and meditation exercises are offered for general wellbeing. Stop any practice that causes pain or distress, and check with a doctor first if you have a health condition that it might affect.',
        'TrueTune is not an emergency service and cannot respond to a crisis. If you are in crisis or thinking about harming yourself, please reach out for help right away. In the United States, call or text 988 to reach the 988 Suicide & Crisis Lifeline, text HOME to 741741 to reach the Crisis Text Line, or call 911 if you or someone else is in immediate danger. Outside the United States, please contact your local emergency number or a crisis service in your country.',
      ],
    },
    {
      heading: 'Your account and keeping it secure',
      paragraphs: [
        'You need an account to take the full assessment, see your results, use the dashboard and talk with Xero. When you sign up, please use a real email address that you control, because we use it to verify your account, help you reset your password and send you messages about your account.',
        'You are responsible for keeping your password private and for what happens on your account. Please choose a strong password that you do not use anywhere else. We store passwords only as argon2id hashes, so no one at TrueTune can read yours. If you think someone else has used your account, change your password and contact us at {supportEmail} straight away.',
        'Your account is personal to you. Please do not share it, sell it or transfer it to anyone else. You can download your data and delete your account at any time from Settings.',
      ],
    },
    {
      heading: 'Plans, free trial, billing and cancellation',
      paragraphs: [
        'You can use parts of TrueTune for free, make a one-time purchase such as the Soulprint assessment or lifetime access, or subscribe to our paid premium plan monthly or annually. The features and price of each option are shown on our pricing page when you buy, and the price you agree to at checkout is the price you pay, plus any taxes that apply.',
        'Our paid premium plan starts with a 7-day free trial. You will not be charged during the trial. If you do not cancel before the trial ends, your subscription begins and we charge your payment method for the first billing period.',
        'Subscriptions renew automatically. At the end of each monthly or annual billing period, your subscription renews for another period of the same length and we charge the price of your plan to your payment method, unless you have cancelled before the renewal date. If the price of your plan is going to change, we will tell you in advance so that you can cancel before the new price applies.',
        'You can cancel at any time, from Settings or by writing to {supportEmail}. Cancellation takes effect at the end of your current billing period: you keep full access until then and you will not be charged again. Apart from the money-back guarantee below, we do not give partial refunds for unused time in a billing period, except where the law requires it.',
        "Payments are processed by Stripe. You enter your card details into Stripe's secure payment form, and they never touch our servers. We receive only what we need to manage your plan, such as the card type, its last four digits and whether a payment succeeded. If a payment fails, we may try again and may pause premium features until the payment goes through.",
      ],
    },
    {
      heading: 'Our 30-day money-back guarantee',
      paragraphs: [
        'If you are a first-time premium subscriber and TrueTune turns out not to be right for you, you can ask for a full refund within 30 days of your first payment. Write to {supportEmail} from the email address on your account and tell us you would like to use the guarantee. You do not have to give a reason.',
        'When we honour the guarantee, we cancel your subscription and refund your first payment to the payment method you used, through Stripe. How quickly the money reaches you depends on your bank or card provider.',
        'The guarantee is for first-time premium subscribers, so it covers your first premium subscription only. It does not cover later renewals or a new subscription started after an earlier one. Nothing in this section limits any refund rights you have under the law where you live.',
      ],
    },
    {
      heading: 'Using TrueTune respectfully',
      paragraphs: [
        'We want TrueTune to be a safe and respectful place. When you use it, you agree that you will not:',
      ],
      bullets: [
        'Break any law, or use TrueTune to harm, harass, threaten or deceive anyone.',
        "Upload content that is unlawful, hateful or sexually exploitative, or that infringes someone else's rights.",
        "Try to get into another person's account, or into any part of our systems that you are not allowed to reach.",
        'Probe, scan or test our systems for weaknesses without our written permission, or interfere with the service, for example by overloading it or spreading malware.',
        'Scrape, copy or harvest content or data from TrueTune by automated means, or use it to build a competing product or to train other AI models.',
        'Try to make Xero produce harmful, illegal or misleading content, or to get around its safety measures.',
        'Resell, sublicense or commercially exploit the service without our written agreement.',
      ],
    },
    {
      heading: 'Your content and your journal',
      paragraphs: [
        'Your journal entries, assessment answers, messages to Xero, notes and anything else you put into TrueTune are your content, and they belong to you. We do not claim ownership of them.',
        'To run the service, we need your permission to handle your content. You give TrueTune a limited, non-exclusive, royalty-free, worldwide licence to store, copy, process and display your content only as needed to provide and secure TrueTune for you: for example, to save your journal, show you your results, let Xero keep the context of your conversations and personalise your practices. This licence ends when your content is deleted from our systems, as described in our Privacy Policy.',
        'We may use your content to improve our AI only after it has been anonymised, and you can opt out of that use at any time by contacting support, as our Privacy Policy explains. We do not publish your journal, show your content to other users or sell it.',
        'You are responsible for the content you add, and you confirm that you have the right to add it. You can download a copy of your data at any time from Settings.',
      ],
    },
    {
      heading: 'Xero, our AI guide',
      paragraphs: [
        'Xero is an artificial intelligence, not a person. Its replies are generated automatically from your messages, your Soulprint results and the context of your conversations.',
        "AI can be wrong. Xero may misunderstand you, say things that are inaccurate or incomplete, or suggest something that does not suit your situation. Please use your own judgement, treat Xero's suggestions as ideas to consider rather than instructions, and check anything important with a qualified person.",
        'Xero is not therapy and is not a substitute for professional care. It cannot assess risk, diagnose or treat any condition, or respond to an emergency. If you are in crisis, please contact the crisis resources listed above, or call 911 if you are in immediate danger.',
        'How much you can talk with Xero depends on your plan, as described on the pricing page. We may apply reasonable limits to protect the service for everyone.',
      ],
    },
    {
      heading: 'Our content and intellectual property',
      paragraphs: [
        "Apart from your content, TrueTune and everything in it belong to TrueTune or to those who license material to us: the software and design, the Soulprint assessment with its questions, scoring and archetypes, the practice library, our articles, Xero's name and character, and our names and logos. These are protected by copyright, trademark and other laws.",
        'We give you a personal, limited, non-exclusive, non-transferable and revocable licence to use TrueTune for your own personal, non-commercial development, as long as you follow these terms. You may save or print your own results and journal for personal use, but you may not copy, sell, republish or make derivative works from our content, or reverse engineer the service, except where the law allows it.',
        'If you send us ideas or feedback, we may use them freely to improve TrueTune, without owing you anything for them.',
      ],
    },
    {
      heading: 'Suspension and termination',
      paragraphs: [
        'You can stop using TrueTune at any time and delete your account from Settings. If you delete your account while a paid period is still running, your account stays active until that period ends, and then your account and all of its data are deleted. Our Privacy Policy explains how and when deletion happens.',
        'We may suspend or terminate your account, or limit access to some features, if you seriously or repeatedly break these terms, if a payment you owe is not made, or if we need to in order to comply with the law or to protect you, other people or TrueTune. Where it is reasonable and lawful, we will tell you why and give you a chance to put things right first.',
        'Accounts that have been inactive for 5 years or more may be deleted. We will send notice to the email address on the account before we do, so that you have the chance to sign in and keep it.',
        'When your account ends, your right to use the service ends too. The parts of these terms that by their nature should continue, such as those on intellectual property, disclaimers, limitation of liability and disputes, continue to apply.',
      ],
    },
    {
      heading: 'Disclaimers',
      paragraphs: [
        'We work hard to make TrueTune helpful and reliable, but we provide it "as is" and "as available". To the fullest extent the law allows, we make no warranties, express or implied, including warranties of merchantability, fitness for a particular purpose, accuracy and non-infringement.',
        "In particular, we do not promise that the service will be uninterrupted or free of errors, that your results or Xero's replies will be accurate or complete, or that using TrueTune will lead to any particular personal, emotional, health or financial outcome. Growth depends on many things, and your path is your own.",
        'Testimonials, sample figures and illustrations on our website show what some people have experienced or what the product can look like. They are not a promise of what you will experience.',
        'Some places do not allow certain warranties to be excluded, so some of these disclaimers may not apply to you.',
      ],
    },
    {
      heading: 'Limitation of liability',
      paragraphs: [
        'To the fullest extent the law allows, TrueTune and its officers, employees and suppliers will not be liable for any indirect, incidental, special, consequential, exemplary or punitive damages, or for any loss of profits, data, goodwill or opportunity, arising from or related to your use of, or inability to use, TrueTune, even if we were told that such damages were possible.',
        'Our total liability to you for all claims arising from or related to TrueTune or these terms is limited to the greater of 100 US dollars or the total amount you paid us in the 12 months before the event that gave rise to the claim.',
        'These limits do not apply to liability that cannot be limited by law, such as liability for fraud or, where the law provides for it, for death or personal injury caused by negligence.',
      ],
    },
    {
      heading: 'Governing law and arbitration',
      paragraphs: [
        'These terms are governed by the laws of the State of Delaware, United States, without regard to its conflict-of-law rules, except where the law of the place you live requires otherwise.',
        'If you have a concern, please contact us first at {supportEmail}. Most problems can be solved quickly that way, and we will try in good faith to resolve yours informally before either of us starts a formal claim.',
        'If we cannot resolve a dispute informally, you and TrueTune agree that it will be settled by final and binding arbitration on an individual basis, rather than in court. Arbitration will be run by a recognised arbitration provider under its rules for consumer disputes, and it may take place by video call or in writing where possible. Any in-person hearing will take place in Delaware or, if you prefer, in the county where you live. Either of us may still bring an individual claim in small claims court, or ask a court for an urgent order to protect intellectual property.',
        'You and TrueTune each agree to bring claims only as individuals, and not as a plaintiff or class member in any class or representative action. If this waiver is found to be unenforceable for a particular dispute, the agreement to arbitrate will not apply to that dispute. Any court proceeding permitted under these terms will take place in the state or federal courts located in Delaware.',
      ],
    },
    {
      heading: 'Changes to these terms and how to contact us',
      paragraphs: [
        'We may update these terms as TrueTune changes or as the law requires. When we make a material change, we will tell you in advance by email or in the app, and we will update the effective date at the top of this page. If you keep using TrueTune after the change takes effect, you accept the updated terms; if you do not agree, you can cancel and delete your account before then.',
        'If any part of these terms is found to be unenforceable, the rest stays in effect. If we do not enforce a term straight away, we have not given up the right to enforce it later. These terms and our Privacy Policy are the whole agreement between you and TrueTune about the service. You may not transfer these terms to anyone else; we may transfer them as part of a merger, acquisition or sale of our business, and we will tell you if we do.',
        'We are happy to help with any question about these terms. You can reach us here:',
      ],
      bullets: [
        'Support: {supportEmail}',
        'Privacy questions and our data protection officer: {privacyEmail}',
        'By post: {postalAddress}',
      ],
    },
  ],
};
