import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { missingKeys, renderPage } from '@/test/page';
import { PatientFields, validatePatient, type Patient, type PatientErrors } from './PatientFields';

afterEach(() => {
  expect(missingKeys.splice(0)).toEqual([]);
});

/** The order form's patient part, checked on submit as the order page does. */
function Form({ onValid }: { onValid: (patient: Patient) => void }) {
  const { t } = useTranslation('orders', { useSuspense: true });
  const [patient, setPatient] = useState<Patient>({
    dateOfBirth: '1980-03-05',
    nhsNumber: '',
    sex: '',
    phone: '',
  });
  const [errors, setErrors] = useState<PatientErrors>({});
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        const found = validatePatient(patient, t, '2026-11-26');
        setErrors(found);
        if (Object.keys(found).length === 0) onValid(patient);
      }}
    >
      <PatientFields value={patient} errors={errors} onChange={setPatient} />
      <button type="submit">Continue</button>
    </form>
  );
}

describe('order form: UK phone number', () => {
  it('asks for a UK number, says why, and names a wrong one', async () => {
    const valid: Patient[] = [];
    await renderPage(<Form onValid={(p) => valid.push(p)} />, { url: '/order/create' });
    const phone = await screen.findByLabelText('UK phone number (recommended)');
    expect(phone).toHaveAccessibleDescription(/we telephone you the same day/);
    const user = userEvent.setup();
    for (const bad of ['0909 879 0000', '+33 6 12 34 56 78', '07700 9001']) {
      await user.clear(phone);
      await user.type(phone, bad);
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      expect(phone).toHaveAttribute('aria-invalid', 'true');
      expect(phone).toHaveAccessibleDescription(
        /Enter a UK mobile or landline number, such as 07700 900123\./,
      );
    }
    expect(valid).toEqual([]);
    await user.clear(phone);
    await user.type(phone, '+44 (0)7700 900123');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(phone).toHaveAttribute('aria-invalid', 'false');
    expect(valid.map((p) => p.phone)).toEqual(['+44 (0)7700 900123']);
  });

  it('is optional: the urgent path emails instead', async () => {
    const valid: Patient[] = [];
    await renderPage(<Form onValid={(p) => valid.push(p)} />, { url: '/order/create' });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Continue' }));
    expect(valid).toHaveLength(1);
  });
});
