import * as React from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { Modal } from '../../src/components/ui/modal';
import { Accordion } from '../../src/components/ui/accordion';
import { Tabs } from '../../src/components/ui/tabs';

function ModalHarness(): JSX.Element {
  const [open, setOpen] = React.useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        View Profile
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Jane Doe">
        <p>Specialization</p>
        <a href="/ContactUs">Book</a>
      </Modal>
    </>
  );
}

describe('<Modal>', () => {
  it('opens as a labelled modal dialog, moves focus in and restores it on Escape', async () => {
    const user = userEvent.setup();
    render(<ModalHarness />);
    const opener = screen.getByRole('button', { name: 'View Profile' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Jane Doe' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes with the close icon button', async () => {
    const user = userEvent.setup();
    render(<ModalHarness />);
    await user.click(screen.getByRole('button', { name: 'View Profile' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes when the mask is clicked, not when the dialog is', async () => {
    const user = userEvent.setup();
    render(<ModalHarness />);
    await user.click(screen.getByRole('button', { name: 'View Profile' }));
    await user.click(screen.getByText('Specialization'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByTestId('modal-mask'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<ModalHarness />);
    await user.click(screen.getByRole('button', { name: 'View Profile' }));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Book' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('link', { name: 'Book' })).toHaveFocus();
  });

  it('has no axe violations when open', async () => {
    const user = userEvent.setup();
    render(<ModalHarness />);
    await user.click(screen.getByRole('button', { name: 'View Profile' }));
    expect(await axe(document.body)).toHaveNoViolations();
  });
});

describe('<Accordion>', () => {
  const items = [
    { id: 1, title: 'How long is the warranty?', content: <p>Ten years.</p> },
    { id: 2, title: 'Does it yellow?', content: <p>No.</p> },
  ];

  it('toggles content with aria-expanded disclosure buttons', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    const q1 = screen.getByRole('button', { name: 'How long is the warranty?' });
    expect(q1).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Ten years.')).not.toBeVisible();
    await user.click(q1);
    expect(q1).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Ten years.')).toBeVisible();
    expect(screen.getByRole('region', { name: 'How long is the warranty?' })).toBeInTheDocument();
    await user.click(q1);
    expect(q1).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Ten years.')).not.toBeVisible();
  });

  it('allows one open panel at a time when multiple is false', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} multiple={false} />);
    await user.click(screen.getByRole('button', { name: 'How long is the warranty?' }));
    await user.click(screen.getByRole('button', { name: 'Does it yellow?' }));
    expect(screen.getByRole('button', { name: 'How long is the warranty?' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Does it yellow?' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('has no axe violations', async () => {
    const { container } = render(<Accordion items={items} defaultExpanded={[1]} />);
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('<Tabs>', () => {
  const items = [
    { id: 'a', label: 'PPF', panel: <p>PPF panel</p> },
    { id: 'b', label: 'Window Film', panel: <p>Window panel</p> },
    { id: 'c', label: 'Tools', panel: <p>Tools panel</p> },
  ];

  it('selects with click and arrow keys, with roving tabindex', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Tabs items={items} label="Categories" onChange={onChange} />);
    const [a, b, c] = screen.getAllByRole('tab');
    expect(screen.getByRole('tablist', { name: 'Categories' })).toBeInTheDocument();
    expect(a).toHaveAttribute('aria-selected', 'true');
    expect(b).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: 'PPF' })).toHaveTextContent('PPF panel');

    await user.click(b!);
    expect(b).toHaveAttribute('aria-selected', 'true');
    expect(onChange).toHaveBeenLastCalledWith('b');
    expect(screen.getByRole('tabpanel', { name: 'Window Film' })).toHaveTextContent('Window panel');

    await user.keyboard('{ArrowRight}');
    expect(c).toHaveFocus();
    expect(c).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(a).toHaveFocus(); // wraps
    await user.keyboard('{End}');
    expect(c).toHaveFocus();
    await user.keyboard('{Home}');
    expect(a).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(c).toHaveAttribute('aria-selected', 'true');
  });

  it('works controlled, with children as the shared panel', async () => {
    const user = userEvent.setup();
    function Controlled(): JSX.Element {
      const [value, setValue] = React.useState<string | number>('b');
      return (
        <Tabs items={items.map(({ id, label }) => ({ id, label }))} label="FAQ" value={value} onChange={setValue}>
          <p>Questions for {String(value)}</p>
        </Tabs>
      );
    }
    render(<Controlled />);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Questions for b');
    await user.click(screen.getByRole('tab', { name: 'Tools' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Questions for c');
  });

  it('has no axe violations', async () => {
    const { container } = render(<Tabs items={items} label="Categories" />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
