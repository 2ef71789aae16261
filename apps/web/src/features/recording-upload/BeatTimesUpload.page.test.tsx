import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { RecordingInfo } from '@heartcheck/contracts/recordings';
import { mockApi, missingKeys, renderPage } from '@/test/page';
import { ORDER_ID } from '@/test/fixtures';
import { RecordingUploadPage } from './RecordingUploadPage';

afterEach(() => {
  expect(missingKeys.splice(0)).toEqual([]);
});

const INFO: RecordingInfo = {
  order: { id: ORDER_ID, number: 'HC-2026-000123', status: 'received' },
  patient: {
    name: 'Alex Taylor',
    dateOfBirth: '1980-03-05',
    deviceSerial: null,
    returnedDeviceSerial: null,
  },
  upload: null,
  recording: null,
  analysis: null,
  maxBytes: 1024 * 1048576,
};

/** An accepted beat-time recording as the intake page receives it. */
const recordingOf = (
  fileName: string,
  format: string,
  samplingRate: number,
  durationS: number,
): NonNullable<RecordingInfo['recording']> => ({
  id: 'r1',
  fileName,
  format,
  sizeBytes: 2000,
  sha256: 'a'.repeat(64),
  samplingRate,
  durationS,
  startTime: null,
  startTimeSource: null,
  deviceSerial: null,
  fileDeviceSerial: null,
  filePatientName: null,
  filePatientDateOfBirth: null,
  patientOverrideReason: null,
  uploadedAt: '2026-11-20T10:00:00.000Z',
});

/** Its finished analysis. */
const SUCCEEDED: RecordingInfo['analysis'] = {
  id: 'a1',
  status: 'succeeded',
  progress: 1,
  attempts: 1,
  error: null,
  startedAt: null,
  finishedAt: null,
};

describe('/operations/orders/:id/recording for beat times', () => {
  it('takes a WFDB annotation file only with its sampling rate, and sends the kind and rate', async () => {
    const calls = mockApi([
      { url: `/orders/${ORDER_ID}/recording`, body: INFO },
      {
        method: 'POST',
        url: `/orders/${ORDER_ID}/recording/uploads`,
        status: 400,
        body: { message: 'stop here' },
      },
    ]);
    await renderPage(<RecordingUploadPage />, {
      url: `/operations/orders/${ORDER_ID}/recording`,
      route: '/operations/orders/:id/recording',
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Beat times only (no ECG)' }));
    expect(screen.getByLabelText('Recording file')).toHaveAttribute(
      'accept',
      '.qrs,.atr,.ann,.csv,.txt',
    );
    await user.upload(
      screen.getByLabelText('Recording file'),
      new File([new Uint8Array([0, 0])], '04015.qrs'),
    );
    const upload = screen.getByRole('button', { name: 'Upload and analyse' });
    expect(upload).toBeDisabled();
    expect(screen.getByTestId('rate-missing')).toHaveTextContent(
      'Choose the .hea header file or type the sampling rate.',
    );
    await user.type(screen.getByLabelText('Sampling rate of the annotation file (Hz)'), '250');
    expect(upload).toBeEnabled();
    await user.click(
      screen.getByRole('checkbox', {
        name: 'The name, date of birth and order number on the return form match these',
      }),
    );
    await user.click(upload);
    expect(await screen.findByTestId('upload-error')).toHaveTextContent('stop here');
    const started = calls.find((c) => c.method === 'POST');
    expect(started?.body).toMatchObject({
      fileName: '04015.qrs',
      kind: 'beat-times',
      samplingRate: 250,
    });
  });

  it("describes an accepted beat-time file's length without an ECG sampling rate", async () => {
    mockApi([
      {
        url: `/orders/${ORDER_ID}/recording`,
        body: {
          ...INFO,
          order: { ...INFO.order, status: 'analysing' },
          recording: recordingOf('watch.csv', 'beats-csv', 1000, 7200),
        },
      },
    ]);
    await renderPage(<RecordingUploadPage />, {
      url: `/operations/orders/${ORDER_ID}/recording`,
      route: '/operations/orders/:id/recording',
    });
    expect(await screen.findByTestId('recording-length')).toHaveTextContent(
      '2.0 hours of beat times only (no ECG)',
    );
  });

  it.each([
    [258_480, '71.8 hours at 250 Hz'],
    [300, '5 minutes at 250 Hz'],
    [61, '1 minute at 250 Hz'],
    [45, '45 seconds at 250 Hz'],
  ])('gives an ECG of %i s its length in the unit that reads (%s)', async (seconds, text) => {
    mockApi([
      {
        url: `/orders/${ORDER_ID}/recording`,
        body: {
          ...INFO,
          order: { ...INFO.order, status: 'analysing' },
          recording: recordingOf('test.edf', 'edf', 250, seconds),
        },
      },
    ]);
    await renderPage(<RecordingUploadPage />, {
      url: `/operations/orders/${ORDER_ID}/recording`,
      route: '/operations/orders/:id/recording',
    });
    expect(await screen.findByTestId('recording-length')).toHaveTextContent(text);
  });

  it("corrects a beat annotation file's sampling rate with a reason", async () => {
    const recording = recordingOf('04015.qrs', 'beats-wfdb', 128, 1758);
    const calls = mockApi([
      { url: `/orders/${ORDER_ID}/recording`, body: { ...INFO, recording, analysis: SUCCEEDED } },
      {
        method: 'PUT',
        url: `/orders/${ORDER_ID}/recording/sampling-rate`,
        body: { samplingRate: 250, analysisId: 'a2', reissueNeeded: true },
      },
    ]);
    await renderPage(<RecordingUploadPage />, {
      url: `/operations/orders/${ORDER_ID}/recording`,
      route: '/operations/orders/:id/recording',
    });
    const panel = await screen.findByTestId('beat-rate-panel');
    expect(panel).toHaveTextContent('read at 128 Hz as typed at intake');
    const user = userEvent.setup();
    const rate = screen.getByLabelText('Sampling rate (Hz)');
    await user.clear(rate);
    await user.type(rate, '250');
    await user.click(
      within(panel).getByRole('button', { name: 'Save the rate and analyse again' }),
    );
    expect(within(panel).getByRole('alert')).toHaveTextContent(
      'Give the reason for the sampling rate.',
    );
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await user.type(within(panel).getByLabelText('Reason'), 'Recorder manual says 250 Hz');
    await user.click(
      within(panel).getByRole('button', { name: 'Save the rate and analyse again' }),
    );
    expect(
      await within(panel).findByText(/the cardiologist will sign a corrected version/),
    ).toBeVisible();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      samplingRate: 250,
      reason: 'Recorder manual says 250 Hz',
    });
  });

  it('offers no rate correction for a CSV of beat times (its times are in seconds)', async () => {
    mockApi([
      {
        url: `/orders/${ORDER_ID}/recording`,
        body: {
          ...INFO,
          recording: recordingOf('watch.csv', 'beats-csv', 1000, 7200),
          analysis: SUCCEEDED,
        },
      },
    ]);
    await renderPage(<RecordingUploadPage />, {
      url: `/operations/orders/${ORDER_ID}/recording`,
      route: '/operations/orders/:id/recording',
    });
    expect(await screen.findByTestId('start-time-panel')).toBeVisible();
    expect(screen.queryByTestId('beat-rate-panel')).toBeNull();
  });
});
