import { screen, waitFor, within } from '@testing-library/react';
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
    deviceSerial: 'HC-1001',
    returnedDeviceSerial: 'HC-1001',
  },
  upload: null,
  recording: null,
  analysis: null,
  maxBytes: 1024 * 1048576,
};

async function chooseFile() {
  const user = userEvent.setup();
  await user.upload(
    await screen.findByLabelText('Recording file'),
    new File(['time_s,mv\n0,0.1\n'], 'rec.csv', { type: 'text/csv' }),
  );
  return user;
}

describe('/operations/orders/:id/recording intake checks', () => {
  it("shows whose recording it must be and uploads nothing until staff confirm and give the recorder's serial", async () => {
    const calls = mockApi([{ url: `/orders/${ORDER_ID}/recording`, body: INFO }]);
    await renderPage(<RecordingUploadPage />, {
      url: `/operations/orders/${ORDER_ID}/recording`,
      route: '/operations/orders/:id/recording',
    });
    const identity = within(await screen.findByTestId('intake-identity'));
    expect(identity.getByText('Alex Taylor')).toBeInTheDocument();
    expect(identity.getByText('5 March 1980')).toBeInTheDocument();
    expect(identity.getByText('HC-2026-000123')).toBeInTheDocument();
    expect(identity.getAllByText('HC-1001')).toHaveLength(2);

    const user = await chooseFile();
    const upload = screen.getByRole('button', { name: 'Upload and analyse' });
    await user.click(upload);
    expect(await screen.findByTestId('upload-error')).toHaveTextContent(
      'Confirm the name, date of birth and order number match the return form before uploading.',
    );
    await user.click(
      screen.getByRole('checkbox', {
        name: 'The name, date of birth and order number on the return form match these',
      }),
    );
    await user.click(upload);
    expect(screen.getByTestId('upload-error')).toHaveTextContent(
      "Enter the serial number on the recorder's label.",
    );
    await user.type(screen.getByLabelText("Serial number on the recorder's label"), 'HC-2002');
    await user.click(
      screen.getByRole('checkbox', {
        name: 'This recorder is not the one recorded for this order: attach it anyway',
      }),
    );
    await user.click(upload);
    expect(screen.getByTestId('upload-error')).toHaveTextContent(/at least 10 characters/);
    // No upload was started while a check was missing.
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('sends the serial, the override reason and the UK start time with the upload', async () => {
    const calls = mockApi([
      { url: `/orders/${ORDER_ID}/recording`, body: INFO },
      {
        method: 'POST',
        url: `/orders/${ORDER_ID}/recording/uploads`,
        status: 409,
        body: {
          message:
            'The serial entered, HC-2002, does not match HC-1001, the recorder of order HC-2026-000101.',
        },
      },
    ]);
    await renderPage(<RecordingUploadPage />, {
      url: `/operations/orders/${ORDER_ID}/recording`,
      route: '/operations/orders/:id/recording',
    });
    const user = await chooseFile();
    await user.click(
      screen.getByRole('checkbox', {
        name: 'The name, date of birth and order number on the return form match these',
      }),
    );
    await user.type(screen.getByLabelText("Serial number on the recorder's label"), 'HC-2002');
    await user.type(
      screen.getByLabelText('When the recorder started (UK time), if it has no clock'),
      '2026-01-05T21:30',
    );
    await user.click(screen.getByRole('button', { name: 'Upload and analyse' }));
    expect(await screen.findByTestId('upload-error')).toHaveTextContent('does not match HC-1001');
    const started = calls.find((c) => c.method === 'POST');
    expect(started?.body).toMatchObject({ deviceSerial: 'HC-2002', startTime: '2026-01-05T21:30' });
  });

  it('shows a file whose patient details disagree, side by side, and attaches it only with a reason', async () => {
    const held: RecordingInfo = {
      ...INFO,
      upload: {
        id: 'upload-1',
        orderId: ORDER_ID,
        fileName: 'holter.ecg',
        format: 'ishne',
        sizeBytes: 1000,
        receivedBytes: 1000,
        status: 'needs_confirmation',
        error: null,
        chunkBytes: 4 << 20,
        patientMismatch: {
          file: { name: 'Sam Smith', dateOfBirth: '1980-03-05' },
          order: { name: 'Alex Taylor', dateOfBirth: '1980-03-05' },
          disagree: ['name'],
        },
      },
    };
    const calls = mockApi([
      { url: `/orders/${ORDER_ID}/recording`, body: held },
      {
        method: 'POST',
        url: '/recording-uploads/upload-1/complete',
        body: { recordingId: 'r', analysisId: 'a', orderStatus: 'analysing' },
      },
    ]);
    await renderPage(<RecordingUploadPage />, {
      url: `/operations/orders/${ORDER_ID}/recording`,
      route: '/operations/orders/:id/recording',
    });
    const panel = within(await screen.findByTestId('patient-mismatch'));
    // Focus moves to the panel in an effect after it is shown: wait for it, as staff would.
    await waitFor(() =>
      expect(panel.getByRole('heading', { name: 'The file names another patient' })).toHaveFocus(),
    );
    const name = panel.getByRole('row', { name: /Name differs Sam Smith Alex Taylor/ });
    expect(name).toHaveAttribute('data-differs', 'true');
    expect(panel.getByRole('row', { name: /Date of birth/ })).toHaveAttribute(
      'data-differs',
      'false',
    );
    const user = userEvent.setup();
    await user.click(
      panel.getByRole('checkbox', {
        name: "I have checked: this recording is this patient's. Attach it anyway",
      }),
    );
    const attach = panel.getByRole('button', { name: 'Attach with this reason' });
    await user.click(attach);
    expect(panel.getByTestId('mismatch-error')).toHaveTextContent(/at least 10 characters/);
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    await user.type(
      panel.getByLabelText("Why it is this patient's recording (kept in the audit log)"),
      'Confirmed by phone',
    );
    await user.click(attach);
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      patientOverrideReason: 'Confirmed by phone',
    });
  });
});
