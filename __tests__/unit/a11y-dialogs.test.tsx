/**
 * Dialogs and menus for keyboard users (docs/product/accessibility.md#dialogs-and-menus) and the
 * home side menu's Dealer Portal entry (docs/product/header-and-footer.md#dealer-portal-entry).
 */
import * as React from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from 'gatsby';
import Cookies from 'js-cookie';
import { MSG } from '../../contract/messages';
import { SideMenu } from '../../src/features/home/side-menu';
import { RecommendPopup } from '../../src/features/home/recommend-popup';
import { SHOP_INFO_COOKIE, SHOP_TOKEN_COOKIE } from '../../src/session/cookie-names';

const mockedNavigate = navigate as jest.Mock;

beforeEach(() => {
  mockedNavigate.mockClear();
  Cookies.remove(SHOP_TOKEN_COOKIE);
  Cookies.remove(SHOP_INFO_COOKIE);
});

function Opener({ children }: { children: (open: boolean, close: () => void) => React.ReactNode }): JSX.Element {
  const [open, setOpen] = React.useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {children(open, () => setOpen(false))}
    </>
  );
}

describe('home side menu', () => {
  it('asks a logged-out visitor to log in before the Dealer Portal, like the header', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    render(<SideMenu open onClose={() => undefined} />);
    const entry = screen.getByTestId('side-menu-dealer-portal');
    expect(fireEvent.click(entry)).toBe(false); // the link's own navigation is cancelled
    expect(confirm).toHaveBeenLastCalledWith(MSG.loginFirst);
    expect(mockedNavigate).not.toHaveBeenCalled();
    fireEvent.click(entry);
    expect(mockedNavigate).toHaveBeenCalledWith('/Login');
    confirm.mockRestore();
  });

  it('lets a logged-in dealer through without asking', async () => {
    Cookies.set(SHOP_TOKEN_COOKIE, 't');
    Cookies.set(SHOP_INFO_COOKIE, JSON.stringify({ id: 1, username: 'u', shop_name: 'S' }));
    const confirm = jest.spyOn(window, 'confirm');
    const onClose = jest.fn();
    render(<SideMenu open onClose={onClose} />);
    await act(async () => undefined);
    // jsdom cannot follow links: record the app's decision, then stop the navigation.
    let cancelledByApp: boolean | null = null;
    const stop = (e: Event) => {
      cancelledByApp = e.defaultPrevented;
      e.preventDefault();
    };
    document.addEventListener('click', stop);
    fireEvent.click(screen.getByTestId('side-menu-dealer-portal'));
    document.removeEventListener('click', stop);
    const allowed = cancelledByApp === false;
    expect(confirm).not.toHaveBeenCalled();
    expect(onClose).toHaveBeenCalled();
    expect(allowed).toBe(true);
    confirm.mockRestore();
  });

  it('is a modal dialog: focus in, Tab trapped, Escape closes and focus returns to the opener', async () => {
    const user = userEvent.setup();
    render(<Opener>{(open, close) => <SideMenu open={open} onClose={close} />}</Opener>);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Site menu' });
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(dialog.contains(document.activeElement)).toBe(true);
    for (let i = 0; i < 12; i += 1) await user.tab();
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Site menu' })).toBeNull();
    expect(opener).toHaveFocus();
  }, 30_000);
});

describe('home pop-up', () => {
  it('is a modal dialog that starts on its close button and gives focus back on Escape', async () => {
    const user = userEvent.setup();
    render(<Opener>{(open, close) => <RecommendPopup open={open} onClose={close} />}</Opener>);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Close recommendation' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });
});
