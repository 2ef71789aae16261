import { createRoute } from '@hono/zod-openapi';
import {
  CORRECTABLE_FIELDS,
  identityCorrected,
  identityCorrections as identityCorrectionsSchema,
} from '@heartcheck/contracts/identity-corrections';
import { z } from 'zod';
import { requestBody } from '@heartcheck/contracts/common';
import { authorise } from '../../auth/authorise.ts';
import type { Database } from '../../db/client.ts';
import { requireViewer, type ApiApp } from '../../http/auth.ts';
import { documentedBody, failure, json, pathParams } from '../../http/openapi.ts';
import { correctIdentity, identityCorrections } from './corrections.ts';
import { findOrderForViewer } from './queries.ts';
import { OrderRuleError } from './types.ts';
import { orderViewer } from './viewer.ts';

const optionalText = z.string().max(40, 'Use at most 40 characters.').nullable().optional();

const correctionSchema = requestBody({
  dateOfBirth: optionalText,
  nhsNumber: optionalText,
  phone: optionalText,
  reason: z
    .string()
    .trim()
    .min(1, 'Give the reason for the correction.')
    .max(500, 'Keep the reason to 500 characters.'),
});

const noOrder = failure('No such order the caller may see.');

const correct = createRoute({
  method: 'patch',
  path: '/api/orders/{id}/identity',
  summary: 'Correct the date of birth, NHS number (staff) or phone (staff or the customer)',
  request: {
    params: pathParams('id'),
    body: documentedBody(correctionSchema, 'The corrected details and the reason.'),
  },
  responses: {
    200: json(identityCorrected, 'The correction.'),
    400: failure('The correction is wrong or changes nothing.'),
    401: failure('Not signed in.'),
    403: failure('Only support staff correct the date of birth or NHS number.'),
    404: noOrder,
  },
});

const readCorrections = createRoute({
  method: 'get',
  path: '/api/orders/{id}/identity-corrections',
  summary: 'The order’s identity details, what the caller may correct, and the corrections',
  request: { params: pathParams('id') },
  responses: {
    200: json(identityCorrectionsSchema, 'The details and corrections.'),
    401: failure('Not signed in.'),
    404: noOrder,
  },
});

/**
 * Corrections of an order's identity details (issue 21): support staff correct the date of birth,
 * NHS number and phone; the customer corrects their own order's phone number. Audited.
 */
export function registerCorrectionRoutes(app: ApiApp, deps: { db: Database }): void {
  app.openapi(correct, async (c) => {
    const { user, viewer } = await requireViewer(c);
    const staff = authorise(viewer, 'identity.correct');
    const order = await findOrderForViewer(deps.db, c.req.param('id'), orderViewer(user, viewer));
    if (!order) return c.json({ message: 'Order not found.' }, 404);
    const parsed = correctionSchema.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success)
      return c.json(
        {
          message: parsed.error.issues[0]?.message ?? 'Check the correction.',
          issues: parsed.error.issues,
        },
        400,
      );
    const input = parsed.data;
    if (!staff && (input.dateOfBirth !== undefined || input.nhsNumber !== undefined))
      return c.json(
        {
          message:
            'Only our support team can correct the date of birth or NHS number: contact support with the correct details.',
        },
        403,
      );
    try {
      const result = await correctIdentity(
        deps.db,
        order.id,
        { type: staff ? 'admin' : 'customer', id: user.id },
        input,
      );
      return c.json(
        {
          correction: result.correction,
          correctionPending: result.order.correctionPendingAt !== null,
        },
        200,
      );
    } catch (error) {
      if (error instanceof OrderRuleError) return c.json({ message: error.message }, 400);
      throw error;
    }
  });

  app.openapi(readCorrections, async (c) => {
    const { user, viewer } = await requireViewer(c);
    const order = await findOrderForViewer(deps.db, c.req.param('id'), orderViewer(user, viewer));
    if (!order) return c.json({ message: 'Order not found.' }, 404);
    c.header('Cache-Control', 'private, no-store');
    return c.json(
      {
        current: {
          dateOfBirth: order.patientDateOfBirth,
          nhsNumber: order.nhsNumber,
          phone: order.contactPhone,
        },
        /** What this caller may correct: staff everything, the customer the phone. */
        fields: authorise(viewer, 'identity.correct')
          ? [...CORRECTABLE_FIELDS]
          : ['phone' as const],
        list: await identityCorrections(deps.db, order.id),
        correctionPending: order.correctionPendingAt !== null,
      },
      200,
    );
  });
}
