import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Trainer } from '../../contract/training';
import { useTrainAddresses } from '../../src/features/training/use-train-addresses';
import { TrainerCard, TrainerProfileModal } from '../../src/features/training/trainer-profile';
import * as React from 'react';

// user-event flows are slow on a loaded 2-core machine
jest.setTimeout(30_000);

const trainer: Trainer = {
  id: 1,
  name: 'Alex Stone',
  image: '/media/alex.jpg',
  big_image: '/media/alex-big.jpg',
  desc: 'Senior PPF trainer',
  special: 'Full-body PPF wrapping',
  content: '<p>Ten years of installs.</p>',
};

describe('useTrainAddresses', () => {
  const initial = [{ id: 1, address: 'Initial street 1' }];

  it('starts with the build-time list and loads another region', async () => {
    const load = jest.fn().mockResolvedValue([{ id: 2, address: 'Berlin, Hall 2' }]);
    const { result } = renderHook(() => useTrainAddresses(7, 3, initial, load));
    expect(result.current.addresses).toEqual(initial);
    expect(result.current.nationId).toBe(3);
    act(() => result.current.selectNation(4));
    expect(result.current.status).toBe('loading');
    expect(load).toHaveBeenCalledWith(7, 4, expect.anything());
    await waitFor(() => expect(result.current.status).toBe('idle'));
    expect(result.current.addresses).toEqual([{ id: 2, address: 'Berlin, Hall 2' }]);
    expect(result.current.nationId).toBe(4);
  });

  it('clears the list when the load fails (docs/product/states-and-transitions.md#training-addresses)', async () => {
    const load = jest.fn().mockRejectedValue(new Error('down'));
    const { result } = renderHook(() => useTrainAddresses(7, 3, initial, load));
    act(() => result.current.selectNation(5));
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.addresses).toEqual([]);
  });

  it('ignores an older answer that arrives after a newer selection', async () => {
    let resolveFirst: (v: unknown) => void = () => undefined;
    const load = jest
      .fn()
      .mockImplementationOnce(() => new Promise((r) => (resolveFirst = r)))
      .mockResolvedValueOnce([{ id: 9, address: 'Newest' }]);
    const { result } = renderHook(() => useTrainAddresses(7, 3, initial, load));
    act(() => result.current.selectNation(4));
    act(() => result.current.selectNation(5));
    await waitFor(() => expect(result.current.addresses).toEqual([{ id: 9, address: 'Newest' }]));
    await act(async () => resolveFirst([{ id: 8, address: 'Stale' }]));
    expect(result.current.addresses).toEqual([{ id: 9, address: 'Newest' }]);
  });
});

function Harness(): JSX.Element {
  const [open, setOpen] = React.useState<Trainer | null>(null);
  return (
    <>
      <TrainerCard trainer={trainer} onViewProfile={setOpen} />
      <TrainerProfileModal trainer={open} onClose={() => setOpen(null)} />
    </>
  );
}

describe('trainer profile popup', () => {
  it('opens on View Profile with big image, name, SPECIALIZATION and content; the close icon closes it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'View Profile: Alex Stone' }));
    const dialog = screen.getByRole('dialog', { name: 'Alex Stone' });
    expect(dialog).toHaveTextContent('SPECIALIZATION');
    expect(dialog).toHaveTextContent('Full-body PPF wrapping');
    expect(dialog).toHaveTextContent('Ten years of installs.');
    expect(dialog.querySelector('img')).toHaveAttribute('src', '/media/alex-big.jpg');
    await user.click(screen.getByRole('button', { name: 'Close profile' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on a click on the mask', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'View Profile: Alex Stone' }));
    const mask = screen.getByTestId('modal-mask');
    fireEvent.mouseDown(mask);
    fireEvent.click(mask);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
