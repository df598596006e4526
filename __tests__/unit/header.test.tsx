import * as React from 'react';
import { renderToString } from 'react-dom/server';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { navigate } from 'gatsby';
import Cookies from 'js-cookie';
import { Header } from '../../src/components/layout/header';
import { MAIN_MENU, activeSectionId } from '../../src/components/layout/menu-data';
import { setSession } from '../../src/session/session';
import { SHOP_INFO_COOKIE, SHOP_TOKEN_COOKIE } from '../../src/session/cookie-names';

const mockedNavigate = navigate as jest.Mock;

/** Record whether a click was cancelled by the app, and stop jsdom's "navigation not implemented". */
function trackDefaultPrevented(): { prevented: () => boolean | null; stop: () => void } {
  let last: boolean | null = null;
  const listener = (e: Event) => {
    last = e.defaultPrevented;
    e.preventDefault();
  };
  document.addEventListener('click', listener);
  return { prevented: () => last, stop: () => document.removeEventListener('click', listener) };
}

beforeEach(() => {
  mockedNavigate.mockClear();
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('<Header> session-dependent UI', () => {
  it('renders no Login link in the static HTML, whatever the cookies (hydrates without mismatch)', () => {
    setSession('tok', { shop_name: 'A' });
    expect(renderToString(<Header pathname="/" />)).not.toContain('>Login<');
    Cookies.remove(SHOP_TOKEN_COOKIE, { path: '/' });
    Cookies.remove(SHOP_INFO_COOKIE, { path: '/' });
    expect(renderToString(<Header pathname="/" />)).not.toContain('>Login<');
  });

  it('shows the Login link after mount when logged out', async () => {
    render(<Header pathname="/" />);
    expect(await screen.findByRole('link', { name: 'Login' })).toHaveAttribute('href', '/Login');
  });

  it('hides the Login link when logged in', async () => {
    setSession('tok-123', { shop_name: 'Shop' });
    render(<Header pathname="/" />);
    await act(async () => undefined);
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('Dealer Portal without shop info asks to log in and goes to /Login when confirmed', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    const clicks = trackDefaultPrevented();
    render(<Header pathname="/" />);
    await act(async () => undefined);
    fireEvent.click(screen.getByRole('link', { name: 'Dealer Portal' }));
    expect(confirm).toHaveBeenCalledWith('please log in first');
    expect(clicks.prevented()).toBe(true);
    expect(mockedNavigate).toHaveBeenCalledWith('/Login');
    clicks.stop();
  });

  it('Dealer Portal without shop info stays put when the confirm is cancelled', async () => {
    jest.spyOn(window, 'confirm').mockReturnValue(false);
    const clicks = trackDefaultPrevented();
    render(<Header pathname="/" />);
    await act(async () => undefined);
    fireEvent.click(screen.getByRole('link', { name: 'Dealer Portal' }));
    expect(clicks.prevented()).toBe(true);
    expect(mockedNavigate).not.toHaveBeenCalled();
    clicks.stop();
  });

  it('Dealer Portal with shop info navigates without a prompt', async () => {
    setSession('tok', { shop_name: 'Shop' });
    const confirm = jest.spyOn(window, 'confirm');
    const clicks = trackDefaultPrevented();
    render(<Header pathname="/" />);
    await act(async () => undefined);
    const link = screen.getByRole('link', { name: 'Dealer Portal' });
    expect(link).toHaveAttribute('href', '/DealerPortal');
    fireEvent.click(link);
    expect(confirm).not.toHaveBeenCalled();
    expect(clicks.prevented()).toBe(false);
    clicks.stop();
  });

  it('on auth pages the Dealer Portal entry is plain text when logged out', async () => {
    render(<Header pathname="/Login" authPage />);
    await act(async () => undefined);
    expect(screen.queryByRole('link', { name: 'Dealer Portal' })).not.toBeInTheDocument();
    expect(screen.getByText('Dealer Portal')).toBeInTheDocument();
  });
});

describe('<Header> menus', () => {
  it('has the exact documented menu', () => {
    expect(MAIN_MENU.map((s) => s.label)).toEqual(['Home', 'About', 'Products', 'Technical Center', 'Network', 'Contact Us', 'Dealer Portal']);
    const about = MAIN_MENU.find((s) => s.id === 'about');
    expect(about?.children?.map((c) => `${c.label} ${c.to}`)).toEqual(['Blog /blog', 'About Us /aboutUs', 'Core Values /coreValues', 'Safe-IN /SafeIn']);
  });

  it('opens a group on click (disclosure) and closes it with Escape, returning focus', async () => {
    const user = userEvent.setup();
    render(<Header pathname="/" />);
    const products = screen.getByRole('button', { name: 'Products' });
    expect(products).toHaveAttribute('aria-expanded', 'false');
    await user.click(products);
    expect(products).toHaveAttribute('aria-expanded', 'true');
    const list = document.getElementById(products.getAttribute('aria-controls') ?? '')!;
    expect(within(list).getByRole('link', { name: 'Plotter' })).toHaveAttribute('href', '/Plotter');
    await user.tab();
    expect(within(list).getByRole('link', { name: 'PPF & Window Film' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(products).toHaveAttribute('aria-expanded', 'false');
    expect(products).toHaveFocus();
  });

  it('closes an open group on a click outside the header', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Header pathname="/" />
        <p>Page body</p>
      </>,
    );
    const about = screen.getByRole('button', { name: 'About' });
    await user.click(about);
    expect(about).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByText('Page body'));
    expect(about).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens a group on hover on desktop', () => {
    // jsdom has no matchMedia: pretend to be a desktop with a mouse.
    window.matchMedia = jest.fn(
      (q: string) => ({ matches: true, media: q, addEventListener: jest.fn(), removeEventListener: jest.fn() }) as unknown as MediaQueryList,
    );
    render(<Header pathname="/" />);
    const network = screen.getByRole('button', { name: 'Network' });
    fireEvent.mouseEnter(network.parentElement!);
    expect(network).toHaveAttribute('aria-expanded', 'true');
    fireEvent.mouseLeave(network.parentElement!);
    expect(network).toHaveAttribute('aria-expanded', 'false');
    delete (window as { matchMedia?: unknown }).matchMedia;
  });

  it('toggles the mobile drawer', async () => {
    const user = userEvent.setup();
    render(<Header pathname="/" />);
    const burger = screen.getByRole('button', { name: 'Open menu' });
    await user.click(burger);
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    expect(burger).toHaveAccessibleName('Close menu');
    await user.keyboard('{Escape}');
    expect(burger).toHaveAttribute('aria-expanded', 'false');
  });

  it('highlights the active section from the route', () => {
    render(<Header pathname="/blogInfo/12/" />);
    const about = screen.getByRole('button', { name: 'About' }).closest('li');
    expect(about).toHaveAttribute('data-active');
    expect(activeSectionId('/ProductInfo')).toBe('products');
    expect(activeSectionId('/WarrantyInfo/')).toBe('technical-center');
    expect(activeSectionId('/ParnerSearch')).toBe('network');
    expect(activeSectionId('/')).toBe('home');
    expect(activeSectionId('/Login')).toBeNull();
  });

  it('has no axe violations', async () => {
    const { container } = render(<Header pathname="/PPF" />);
    await act(async () => undefined);
    expect(await axe(container)).toHaveNoViolations();
  });
});
