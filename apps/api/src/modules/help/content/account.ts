import { SUPPORT_EMAIL, SUPPORT_TEAM, type SeedArticle } from './types.ts';

/** Account management: contact, deletion, email and password. */
export const ACCOUNT_ARTICLES: SeedArticle[] = [
  {
    id: 'contact-us',
    title: 'Contact us',
    category: 'accountManagement',
    starred: true,
    daysAgo: 2,
    tags: ['Support', 'Contact'],
    author: SUPPORT_TEAM,
    content: `
<p>Our support team is happy to help with orders, your recorder, returns, results and your account.</p>
<h2>Support hours</h2>
<p>We are available Monday to Friday, 9am-5pm UK time, except bank holidays. Messages sent outside these hours are answered on the next working day.</p>
<h2>How to reach us</h2>
<p>Email <a href="mailto:${SUPPORT_EMAIL}">${SUPPORT_EMAIL}</a>. Please write from the email address on your HeartCheck account and include your order details if your message is about an order. For your security, we never ask for your password or full card number.</p>
<h2>Medical emergencies</h2>
<p>Our support team cannot give emergency medical help. If you have chest pain, fainting or severe breathlessness, call 999. For urgent advice, call NHS 111.</p>`,
  },
  {
    id: 'deleting-your-account',
    title: 'Deleting your account',
    category: 'accountManagement',
    starred: false,
    daysAgo: 25,
    tags: ['Account', 'Privacy'],
    author: SUPPORT_TEAM,
    content: `
<p>You can ask us to delete your HeartCheck account at any time. Our support team completes the deletion after checking that the request is yours, so that nobody else can delete your account.</p>
<h2>How to ask</h2>
<ol>
<li>In <strong>Settings</strong>, under <strong>Delete my account</strong>, choose <strong>Ask to delete my account</strong>. Or email <a href="mailto:${SUPPORT_EMAIL}">${SUPPORT_EMAIL}</a> from the email address registered on your HeartCheck account: we cannot act on requests sent from any other address.</li>
<li>We may ask you to confirm your identity before we go ahead.</li>
<li>You can withdraw a request you made in Settings until we complete it.</li>
</ol>
<h2>Before you ask</h2>
<ul>
<li>Take a copy of everything we hold about you with <strong>Download my data</strong> in <strong>Settings</strong>, and download any reports you want to keep from <strong>My Results</strong> and <strong>Cardiac Report</strong>. You will not be able to get them from HeartCheck once your account is deleted.</li>
<li>If you still have a recorder, return it first. The device must be returned, and we charge for a replacement if it is not.</li>
</ul>
<h2>What happens next</h2>
<p>We answer within one month. We delete your profile picture, phone number and address, the delivery addresses of your orders, your sign-in and any links you gave a GP to your reports. The law requires us to keep your health record (your referral, recordings, results, reports and symptom diary) for 8 years after your last check, as the NHS Records Management Code of Practice 2023 sets out, and payment amounts and dates for 6 years after the end of the financial year. We email you what was deleted, what is kept and until when.</p>`,
  },
  {
    id: 'changing-your-email',
    title: 'Changing your email address',
    category: 'accountManagement',
    starred: false,
    daysAgo: 40,
    tags: ['Account', 'Email', 'Sign-in'],
    author: SUPPORT_TEAM,
    content: `
<p>Your email address is how you sign in to HeartCheck and where we send messages about your orders and results.</p>
<h2>How to change it</h2>
<p>Your sign-in details are looked after by our secure sign-in service. To change the address, email <a href="mailto:${SUPPORT_EMAIL}">${SUPPORT_EMAIL}</a> from your current address and tell us the new address you want to use. We may ask you to confirm your identity before we make the change.</p>
<h2>If you can no longer use your old address</h2>
<p>Contact us anyway and explain what has happened. We will ask some questions to confirm that the account is yours before changing anything.</p>
<h2>After the change</h2>
<p>Sign in with your new address from then on. Your orders and results stay with your account.</p>`,
  },
  {
    id: 'resetting-your-password',
    title: 'Resetting your password',
    category: 'accountManagement',
    starred: false,
    daysAgo: 18,
    tags: ['Account', 'Password', 'Sign-in'],
    author: SUPPORT_TEAM,
    content: `
<p>If you have forgotten your password, you can set a new one yourself in a couple of minutes.</p>
<h2>Reset it</h2>
<ol>
<li>Go to the HeartCheck sign-in page.</li>
<li>Select <strong>Forgot your password?</strong></li>
<li>Enter the email address you use for HeartCheck.</li>
<li>Open the email we send you and follow the link to choose a new password. The link works once and expires after a short time.</li>
</ol>
<h2>If the email does not arrive</h2>
<ul>
<li>Check your spam or junk folder.</li>
<li>Make sure you entered the address you registered with.</li>
<li>Wait a few minutes and try again, or contact us if it still does not arrive.</li>
</ul>
<h2>Choosing a strong password</h2>
<p>Use a password you do not use anywhere else. Three random words together make a strong password that is easy to remember.</p>`,
  },
  {
    id: 'confirming-your-email',
    title: 'Confirming your email address',
    category: 'accountManagement',
    starred: false,
    daysAgo: 1,
    tags: ['Account', 'Email', 'Ordering'],
    author: SUPPORT_TEAM,
    content: `
<p>When you create a HeartCheck account we email you a link to confirm your address. You can order your heart check once it is confirmed.</p>
<h2>Why we ask</h2>
<p>We send your order updates and results notices to this address, and it is how you reset your password. If it had a typing mistake, someone else could receive those emails and take over your account. Confirming it first means your health information only reaches you.</p>
<h2>How to confirm</h2>
<ol>
<li>Open the email <strong>Welcome to HeartCheck: please confirm your email address</strong>.</li>
<li>Follow the link, then select <strong>Confirm my email address</strong>. The link works once, for 7 days.</li>
</ol>
<h2>If the email does not arrive</h2>
<ul>
<li>Check your spam or junk folder.</li>
<li>On your home page, select <strong>Send a new link</strong>. You can ask for 3 links an hour.</li>
<li>If the address shown on your home page is wrong, create a new account with the right address, or contact us.</li>
</ul>
<p>Resetting your password through the emailed link also confirms your address.</p>`,
  },
];
