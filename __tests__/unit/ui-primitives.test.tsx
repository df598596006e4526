import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { Button } from '../../src/components/ui/button';
import { Breadcrumbs } from '../../src/components/ui/breadcrumbs';
import { Card } from '../../src/components/ui/card';
import { Stars } from '../../src/components/ui/stars';
import { Loading } from '../../src/components/ui/loading';
import { EmptyState } from '../../src/components/ui/empty-state';
import { NotFoundView } from '../../src/components/ui/not-found-view';
import { PageBanner } from '../../src/components/ui/page-banner';
import { SectionHeading } from '../../src/components/ui/section-heading';
import { ToastViewport, clearToasts, showToast } from '../../src/components/ui/toast';
import { NO_TOASTS, getToasts } from '../../src/services/toast-store';

describe('<Button>', () => {
  it('renders a button, an internal link or an external anchor', () => {
    render(
      <>
        <Button>Search</Button>
        <Button to="/ContactUs" variant="secondary">
          Request Sample
        </Button>
        <Button href="https://example.com/a.pdf" target="_blank" variant="ghost">
          Download Datasheet
        </Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'button');
    expect(screen.getByRole('link', { name: 'Request Sample' })).toHaveAttribute('href', '/ContactUs');
    const ext = screen.getByRole('link', { name: 'Download Datasheet' });
    expect(ext).toHaveAttribute('href', 'https://example.com/a.pdf');
    expect(ext).toHaveClass('ghost');
  });
});

describe('<Breadcrumbs>', () => {
  it('marks the last crumb current and links the others', () => {
    render(<Breadcrumbs items={[{ label: 'Home', to: '/' }, { label: 'Products' }, { label: 'PPF' }]} />);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(nav).queryByRole('link', { name: 'Products' })).not.toBeInTheDocument();
    expect(within(nav).getByText('PPF')).toHaveAttribute('aria-current', 'page');
  });
});

describe('<Card>, <Stars>, states', () => {
  it('card: one link named by the title', () => {
    render(<Card title="Matte PPF" text="Satin finish" imageSrc="/a.jpg" to="/ProductInfo?id=3" linkLabel="MORE+" />);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName('Matte PPF');
    expect(links[0]).toHaveAttribute('href', '/ProductInfo?id=3');
    expect(screen.getByRole('heading', { level: 3, name: 'Matte PPF' })).toBeInTheDocument();
  });

  it('stars: an accessible count', () => {
    render(<Stars count={4} />);
    expect(screen.getByRole('img', { name: '4 out of 5 stars' })).toBeInTheDocument();
  });

  it('loading is a status; empty and not-found states render their text', () => {
    render(
      <>
        <Loading />
        <EmptyState title="No results" />
        <NotFoundView />
      </>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.getByText('No results')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('have no axe violations together', async () => {
    const { container } = render(
      <main>
        <PageBanner title="Tools" imageSrc="/b.jpg" breadcrumbs={[{ label: 'Home', to: '/' }, { label: 'Products' }, { label: 'Tools' }]} />
        <SectionHeading eyebrow="Products" title="Paint Protection Film" description="Invisible armour." />
        <Card title="Squeegee" text="Felt edge" imageSrc="/c.jpg" to="/ToolsInfo?id=1" linkLabel="MORE+" />
        <Stars count={3} />
        <Button to="/ContactUs">Contact</Button>
      </main>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('toasts', () => {
  beforeEach(() => clearToasts());

  it('shows messages from non-React code in live regions and dismisses them', async () => {
    const user = userEvent.setup();
    render(<ToastViewport />);
    const status = screen.getByRole('status');
    const alert = screen.getByRole('alert');
    act(() => {
      showToast('Saved', 'success');
      showToast('The network request does not exist.', 'error');
    });
    expect(status).toHaveTextContent('Saved');
    expect(alert).toHaveTextContent('The network request does not exist.');
    await user.click(within(alert).getByRole('button', { name: 'Dismiss message' }));
    expect(alert).toBeEmptyDOMElement();
  });

  it('disappears after its duration and does not stack duplicates', () => {
    jest.useFakeTimers();
    render(<ToastViewport />);
    act(() => {
      showToast('Oops', 'error', 1000);
      showToast('Oops', 'error', 1000);
    });
    expect(screen.getAllByText('Oops')).toHaveLength(1);
    act(() => {
      jest.advanceTimersByTime(1001);
    });
    expect(screen.queryByText('Oops')).not.toBeInTheDocument();
    jest.useRealTimers();
  });

  it('has no toasts as the very object the server render used, so hydration renders the viewport once (docs/product/page-weight.md#main-thread-work)', () => {
    expect(getToasts()).toBe(NO_TOASTS);
    showToast('Saved', 'success');
    expect(getToasts()).not.toBe(NO_TOASTS);
    clearToasts();
    expect(getToasts()).toBe(NO_TOASTS);
  });
});
