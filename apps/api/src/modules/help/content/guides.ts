import { CLINICAL_TEAM, SUPPORT_EMAIL, SUPPORT_TEAM, type SeedArticle } from './types.ts';

/**
 * How-to guides: from ordering to reading and sharing results. The wear time and the replacement
 * rule are the catalogue product's facts, filled into the {{placeholders}} when the help centre
 * is seeded (seed.ts, @heartcheck/contracts/product-facts), so they follow the product's row.
 */
export const GUIDE_ARTICLES: SeedArticle[] = [
  {
    id: 'placing-an-order',
    title: 'How to place an order',
    category: 'howToGuide',
    starred: true,
    daysAgo: 3,
    tags: ['Ordering', 'Payment', 'Delivery'],
    author: SUPPORT_TEAM,
    content: `
<p>Ordering your 72-hour heart check takes a few minutes. You will need your delivery address and a debit or credit card.</p>
<h2>Start a new order</h2>
<ol>
<li>Sign in to HeartCheck.</li>
<li>Choose <strong>New Order</strong> in the left menu.</li>
<li>Select <strong>Browse</strong> to see the services you can order, then pick the 72-hour heart check. The service page shows what is included and the total price you pay, tax included: nothing is added at checkout.</li>
</ol>
<h2>Check your details</h2>
<p>We post the ECG recorder to the delivery address on your account. Check that the address and postcode are right before you pay, and that someone can receive a small parcel there. You can update your address in your account settings.</p>
<h2>Pay securely</h2>
<p>Select <strong>Pay Now</strong>. You are taken to our card payment provider's secure page to enter your card details; HeartCheck never sees or stores your full card number. When the payment is accepted you come back to HeartCheck and see your order confirmation.</p>
<h2>What happens next</h2>
<ul>
<li>We post your recorder, with instructions and a prepaid return envelope.</li>
<li>You wear it for the time your order states, between {{minRecordingHours}} and {{recordingHours}} hours, then post it back.</li>
<li>Once we receive it, we analyse the recording, a cardiologist reviews it, and your results appear under <strong>My Results</strong>.</li>
</ul>
<p>If something goes wrong while ordering, contact us at <a href="mailto:${SUPPORT_EMAIL}">${SUPPORT_EMAIL}</a>, Monday to Friday, 9am-5pm UK time.</p>`,
  },
  {
    id: 'wearing-the-device',
    title: 'How to wear your ECG recorder',
    category: 'howToGuide',
    starred: true,
    daysAgo: 6,
    tags: ['Device', 'Recording', 'Holter'],
    author: CLINICAL_TEAM,
    content: `
<p>Your HeartCheck recorder is a small single-lead ECG monitor. It records your heart's electrical activity continuously while you go about your normal day. This kind of recording is called Holter monitoring and lasts between {{minRecordingHours}} and {{recordingHours}} hours.</p>
<h2>Before you start</h2>
<ul>
<li>Read the instruction leaflet in your kit; it shows exactly where to place the electrodes.</li>
<li>Make sure the skin where the electrodes go is clean, dry and free of creams or lotions. Trimming chest hair helps the electrodes stick.</li>
<li>Choose a start time when you can wear the recorder for the whole period your order states.</li>
</ul>
<h2>Start recording</h2>
<ol>
<li>Attach the electrodes and the recorder as the leaflet shows.</li>
<li>Hold the button down for about 2 seconds, then let go.</li>
<li>Check the green light: it blinks every 20 seconds while the recorder is recording.</li>
</ol>
<p>If the green light does not blink, hold the button for about 2 seconds again. If it still does not blink, contact us.</p>
<h2>While you wear it</h2>
<ul>
<li>Carry on with your usual routine, including work, exercise and sleep, so the recording shows a typical day.</li>
<li>Keep the recorder dry. Do not bath, shower or swim with it on unless your kit's leaflet says you may.</li>
<li>When you feel a symptom, such as palpitations, dizziness or breathlessness, add it to your <strong>symptom diary</strong> in the portal: choose <strong>My Orders</strong>, open your order, then <strong>Symptom diary</strong>, and note when it happened, what you felt and what you were doing. The cardiologist compares each entry with your heart's rhythm at that moment. Nobody reads the diary until your device is back with us, so it is not a way to ask for help.</li>
<li>Glance at the green light now and then. If an electrode comes loose, press it back on firmly or replace it with a spare from the kit.</li>
</ul>
<h2>Stop recording</h2>
<p>When your recording period is over, hold the button down for about 8 seconds until the light stops blinking. Then remove the electrodes gently and return the recorder in the prepaid envelope. See <a href="/support-hub/article/returning-the-device">Returning your device</a>.</p>
<p>If you have chest pain, fainting or severe breathlessness at any time, call 999. Do not wait for your results.</p>`,
  },
  {
    id: 'returning-the-device',
    title: 'Returning your device',
    category: 'howToGuide',
    starred: true,
    daysAgo: 10,
    tags: ['Device', 'Returns', 'Post'],
    author: SUPPORT_TEAM,
    content: `
<p>The recorder must be returned to us. Your recording is stored on the device itself, so we cannot process your data or prepare your results until we receive it.</p>
<h2>How to send it back</h2>
<ol>
<li>Stop the recording by holding the button for about 8 seconds.</li>
<li>Remove the electrodes and put them in your household waste. Do not send them back.</li>
<li>Put the recorder and its lead in the prepaid return envelope from your kit and seal it.</li>
<li>Post it as soon as you can after your recording ends. A post office counter can give you a proof of postage receipt.</li>
</ol>
<h2>If you have lost the return envelope</h2>
<p>Contact us and we will send you a new prepaid label. Please do not send the recorder back at your own cost without talking to us first.</p>
<h2>If the device is not returned</h2>
<p>The recorder remains our property. If it is not back with us within {{returnWindowDays}} days of delivery (up to {{recordingHours}} hours of wear plus {{postDays}} days for the post), we charge you for a replacement: a fee of {{replacementFee}} to the card you paid with, and we email you when we do. This fee is shown on New Order and at checkout before you pay. Without the recorder we cannot give you any results, because the recording never reaches us; if it arrives later, we carry on with your results.</p>
<h2>After we receive it</h2>
<p>Once the recorder arrives, our software analyses the recording, a cardiologist reviews it, and your reports appear under <strong>My Results</strong>.</p>`,
  },
  {
    id: 'accessing-your-results',
    title: 'Accessing your results',
    category: 'howToGuide',
    starred: true,
    daysAgo: 8,
    tags: ['Results', 'Reports'],
    author: SUPPORT_TEAM,
    content: `
<p>Your results are released after we have received your recorder, analysed the recording and a cardiologist has reviewed it and signed your report: you never see automated findings nobody has checked. We expect to release them within 5 working days of your recorder reaching us, and we email you as soon as they are ready. Until then, <strong>My Results</strong> shows where your recording is (received, analysing, with the cardiologist) and the date to expect your report.</p>
<h2>Where to find your results</h2>
<ol>
<li>Sign in to HeartCheck.</li>
<li>Choose <strong>My Results</strong> in the left menu.</li>
<li>Open the results for your order to see the summary of your recording.</li>
</ol>
<h2>Your two reports</h2>
<ul>
<li><strong>Results report</strong>: the figures from your recording, such as your average heart rate, heart rate variability indices and any irregular rhythms detected.</li>
<li><strong>Cardiac report</strong>: the cardiologist's review of your recording and their comments.</li>
</ul>
<p>You can view both reports on screen or download them as PDF files to keep or share.</p>
<h2>Understanding the figures</h2>
<p>Each figure in your results links to an article that explains what it means and what may help improve it. Browse the <strong>Tips to improve</strong> topic in the help centre for all of them.</p>
<h2>If your results are not there yet</h2>
<p>Results cannot appear until we have received your recorder. If you posted it more than a week ago and <strong>My Results</strong> does not show it as received, contact us and we will check.</p>
<p>If you feel unwell while you wait, do not wait for your results: call 999 for chest pain, fainting or severe breathlessness; otherwise contact your GP or NHS 111.</p>`,
  },
  {
    id: 'sharing-your-report-with-your-gp',
    title: 'Sharing your report with your GP',
    category: 'howToGuide',
    starred: false,
    daysAgo: 14,
    tags: ['Reports', 'GP', 'Sharing'],
    author: CLINICAL_TEAM,
    content: `
<p>Your GP can use your HeartCheck reports alongside your medical history. We recommend sharing them, especially if the cardiologist suggests you speak to your doctor.</p>
<h2>Download your reports</h2>
<ol>
<li>Choose <strong>My Results</strong> in the left menu, open your results and choose <strong>Download results report</strong> (a PDF).</li>
<li>Choose <strong>Cardiac Report</strong> in the left menu and choose <strong>Download cardiac report</strong> (a PDF).</li>
</ol>
<h2>Send a secure link</h2>
<p>On <strong>My Results</strong>, under <strong>Share with your GP</strong>, choose the report and how long the link should work, then create the link and send it to your practice. The link shows only the report you chose. It stops working when it expires or when you choose <strong>Withdraw</strong>, and you can see how often it was opened.</p>
<h2>Export for your GP's records (FHIR)</h2>
<p><strong>Export for your GP (FHIR)</strong> on <strong>My Results</strong> downloads your results in FHIR, the standard format that health record systems use to exchange data. Ask your practice whether their system can import it; if not, send the PDFs or a link instead.</p>
<h2>Other ways to share them</h2>
<ul>
<li><strong>At an appointment</strong>: print the PDFs or show them on your phone.</li>
<li><strong>Through your practice</strong>: many GP practices accept documents through their online forms or by email. Ask your practice how they prefer to receive them.</li>
</ul>
<p>Your reports contain personal health information. Only send them to addresses you trust, and check the address before you press send.</p>
<h2>What to tell your GP</h2>
<p>Mention why you ordered the check, any symptoms you noted while wearing the recorder, and the dates you wore it. This helps your GP put the results in context.</p>`,
  },
];
