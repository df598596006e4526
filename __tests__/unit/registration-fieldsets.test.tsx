/**
 * The owner and vehicle fieldsets the register and edit forms share
 * (src/features/registration/owner-fields.tsx, vehicle-fields.tsx): the ids the forms' error
 * summaries link to and focus ("reg-owner-email" …), each error beside its own field, what is
 * typed reported with its key, and what differs between registering and editing.
 */
import * as React from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REG_MSG } from '../../contract/registration-rules';
import { OwnerFields, type OwnerValues } from '../../src/features/registration/owner-fields';
import { VehicleFields } from '../../src/features/registration/vehicle-fields';

const OWNER: OwnerValues = { name: 'Anna Berg', email: 'anna@example.com', phone: '+49 30 1234567' };
const errors: Record<string, string> = { '/owner/email': REG_MSG.correctEmail, '/vehicle/plate': REG_MSG.plate };
const errorAt = (p: string) => errors[p] ?? null;

describe('OwnerFields', () => {
  it.each(['register', 'edit'] as const)('%s: labels, ids, the error beside its field, changes reported by key', async (variant) => {
    const changes: [string, string][] = [];
    render(<OwnerFields variant={variant} owner={OWNER} errorAt={errorAt} onChange={(k, v) => changes.push([k, v])} />);
    expect(screen.getByRole('group', { name: 'Owner' })).toBeInTheDocument();
    const name = screen.getByLabelText(/^Name/);
    const email = screen.getByLabelText(/^Email/);
    const phone = screen.getByLabelText(/^Phone/);
    expect([name.id, email.id, phone.id]).toEqual(['reg-owner-name', 'reg-owner-email', 'reg-owner-phone']);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(expect.stringContaining(REG_MSG.correctEmail));
    expect(name).not.toHaveAttribute('aria-invalid');
    await userEvent.setup().type(phone, '8');
    expect(changes).toEqual([['phone', `${OWNER.phone}8`]]);
  });

  it('registering: autofill off (shared tablets) and the email keyboard; editing: the owner is told of a new email', () => {
    const { unmount } = render(<OwnerFields variant="register" owner={OWNER} errorAt={() => null} onChange={() => undefined} />);
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('inputmode', 'email');
    for (const label of [/^Name/, /^Email/, /^Phone/]) expect(screen.getByLabelText(label)).toHaveAttribute('autocomplete', 'off');
    expect(screen.queryByText('The owner is told when it changes.')).toBeNull();
    unmount();
    render(<OwnerFields variant="edit" owner={OWNER} errorAt={() => null} onChange={() => undefined} />);
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription('The owner is told when it changes.');
    expect(screen.getByLabelText(/^Name/)).not.toHaveAttribute('autocomplete');
  });
});

describe('VehicleFields', () => {
  const VEHICLE = { vin: 'WDB12345XAB123456', plate: 'B-AB 1', brand: 'Audi', model: 'RS6' };

  it('registering: the VIN is typed, checked when left, with its hint; extra fields join the grid', async () => {
    const changes: [string, string][] = [];
    let blurs = 0;
    render(
      <VehicleFields
        variant="register"
        vehicle={VEHICLE}
        errorAt={errorAt}
        onChange={(k, v) => changes.push([k, v])}
        vinHint="17 characters, without I, O or Q"
        onVinBlur={() => (blurs += 1)}
      >
        <label>
          Installation date <input />
        </label>
      </VehicleFields>,
    );
    const vin = screen.getByLabelText(/^VIN/);
    expect(vin.id).toBe('reg-vehicle-vin');
    expect(vin).toHaveAccessibleDescription('17 characters, without I, O or Q');
    const user = userEvent.setup();
    await user.type(vin, 'Z');
    await user.tab();
    expect(changes).toEqual([['vin', `${VEHICLE.vin}Z`]]);
    expect(blurs).toBe(1);
    expect(screen.getByLabelText(/^Plate/)).toHaveAttribute('autocapitalize', 'characters');
    expect(screen.getByLabelText(/^Plate/)).toHaveAccessibleDescription(expect.stringContaining(REG_MSG.plate));
    expect(screen.getByRole('group', { name: 'Vehicle' })).toContainElement(screen.getByLabelText('Installation date'));
  });

  it('editing: the VIN is shown, not a field; plate, brand and model with their ids and errors', async () => {
    const changes: [string, string][] = [];
    render(
      <VehicleFields
        variant="edit"
        vehicle={{ plate: VEHICLE.plate, brand: VEHICLE.brand, model: VEHICLE.model }}
        vin={VEHICLE.vin}
        errorAt={errorAt}
        onChange={(k, v) => changes.push([k, v])}
      />,
    );
    expect(screen.queryByLabelText(/^VIN/)).toBeNull();
    expect(screen.getByText(VEHICLE.vin)).toBeInTheDocument();
    expect(['Plate', 'Brand', 'Model'].map((l) => screen.getByLabelText(new RegExp(`^${l}`)).id)).toEqual([
      'reg-vehicle-plate',
      'reg-vehicle-brand',
      'reg-vehicle-model',
    ]);
    expect(screen.getByLabelText(/^Plate/)).toHaveAttribute('aria-invalid', 'true');
    await userEvent.setup().type(screen.getByLabelText(/^Model/), 'X');
    expect(changes).toEqual([['model', `${VEHICLE.model}X`]]);
  });
});
