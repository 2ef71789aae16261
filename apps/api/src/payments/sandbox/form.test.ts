import { describe, expect, it } from 'vitest';
import { decodeStripeForm, metadata } from './form.ts';

describe("the sandbox's decoding of Stripe's form encoding", () => {
  it('nests objects and arrays the way the SDK encodes them', () => {
    const body = new URLSearchParams({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'gbp',
      'line_items[0][price_data][unit_amount]': '29900',
      'line_items[0][price_data][product_data][name]': '72-hour heart check',
      'line_items[1][price_data][unit_amount]': '1794',
      'metadata[orderId]': 'abc',
      'payment_intent_data[setup_future_usage]': 'off_session',
    }).toString();
    expect(decodeStripeForm(body)).toEqual({
      mode: 'payment',
      line_items: [
        {
          quantity: '1',
          price_data: {
            currency: 'gbp',
            unit_amount: '29900',
            product_data: { name: '72-hour heart check' },
          },
        },
        { price_data: { unit_amount: '1794' } },
      ],
      metadata: { orderId: 'abc' },
      payment_intent_data: { setup_future_usage: 'off_session' },
    });
  });

  it('keeps metadata as a string map', () => {
    expect(metadata(decodeStripeForm('metadata[a]=1&metadata[b][c]=2').metadata)).toEqual({
      a: '1',
    });
  });
});
