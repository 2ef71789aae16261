import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sanitizeArticleHtml } from '../help/public.ts';
import { HEART_CHECK_FACTS, type ProductFacts } from '@heartcheck/contracts/product-facts';
import { catalogueProducts } from './schema.ts';

/** The id of the 72-hour heart check service; ordering links to /OrderCreate?productId=<id>. */
export const HEART_CHECK_PRODUCT_ID = 'heart-check-72h';

const DESCRIPTION = `
<p>The HeartCheck 72-hour heart check is a Holter ECG recording you do at home. We post you a small single-lead ECG recorder; you wear it for between 24 and 72 hours while you carry on with your normal life, then post it back. We analyse every heartbeat and a cardiologist reviews your recording.</p>
<h2>What is included</h2>
<ul>
<li>A single-lead ECG recorder, electrodes and spares, posted to your UK delivery address.</li>
<li>Clear instructions: hold the button for about 2 seconds to start, and about 8 seconds to stop. A green light blinks every 20 seconds while it records.</li>
<li>A prepaid envelope to return the recorder.</li>
<li>Analysis of your heart rate, rhythm and heart rate variability, including the PNS, SNS and stress indices.</li>
<li>A review of your recording by a cardiologist.</li>
<li>Your results report and cardiac report under My Results, to view or download and share with your GP.</li>
<li>Help from our support team, Monday to Friday, 9am-5pm UK time.</li>
</ul>
<h2>Good to know</h2>
<ul>
<li>The recorder must be returned. We cannot process your data until we receive it, and we charge for a replacement if it is not returned.</li>
<li>The check measures your heart's electrical activity. It does not measure blood pressure and is not an emergency service: if you have chest pain, fainting or severe breathlessness, call 999.</li>
</ul>`;

/**
 * Seeds the service catalogue idempotently; an existing product is left as it is. Answers the
 * 72-hour heart check's facts, which the help centre's guides state.
 */
export async function seedCatalogue(db: Database): Promise<ProductFacts> {
  await db
    .insert(catalogueProducts)
    .values({
      id: HEART_CHECK_PRODUCT_ID,
      name: '72-hour heart check',
      productCode: 'HC-72H',
      img: '/images/products/heart-check-72h.svg',
      price: 299,
      status: 0,
      costPerItem: 12,
      bulkDiscountPrice: 68,
      taxRate: 6,
      vendor: 'HeartCheck',
      active: true,
      sales: 0,
      salesPercentage: 0,
      description: sanitizeArticleHtml(DESCRIPTION),
      ...HEART_CHECK_FACTS,
    })
    .onConflictDoNothing({ target: catalogueProducts.id });
  const [row] = await db
    .select({
      recordingHours: catalogueProducts.recordingHours,
      minRecordingHours: catalogueProducts.minRecordingHours,
      returnWindowDays: catalogueProducts.returnWindowDays,
      replacementFeePence: catalogueProducts.replacementFeePence,
    })
    .from(catalogueProducts)
    .where(eq(catalogueProducts.id, HEART_CHECK_PRODUCT_ID));
  return row ?? HEART_CHECK_FACTS;
}
