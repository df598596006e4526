/**
 * The home page: a full-screen vertical slider of 8 slides (Swiper: wheel, keyboard, touch) with
 * the left progress list, the home button, the side menu, the Request Sample link and the
 * scroll-down hint; an intro loader and a recommendation pop-up on the first visit of a session.
 * All slide content is in the static HTML; only the loader and pop-up depend on the session.
 */
import * as React from 'react';
import { Link } from 'gatsby';
import type { Swiper as SwiperInstance } from 'swiper';
import 'swiper/css';
import { usePrefersReducedMotion } from '../../components/ui/use-prefers-reduced-motion';
import { JUMP_SPEED_MS, LAST_SLIDE_INDEX, PROGRESS_NAMES, SLIDE_SPEED_MS } from './home-constants';
import type { HomeData } from './home-types';
import { hasSeenHome, markHomeSeen } from './first-visit';
import { HomeLoader } from './home-loader';
import { RecommendPopup } from './recommend-popup';
import { SideMenu } from './side-menu';
import { IntroSlide } from './slides/intro-slide';
import { AutoFilmSlide, PlotterSlide, SoftwareSlide, TrainingSlide } from './slides/feature-slides';
import { SafeInSlide } from './slides/safe-in-slide';
import { WarrantySlide } from './slides/warranty-slide';
import { NewsSlide } from './slides/news-slide';
import { hydratedApart } from '../../components/layout/hydration-boundary';
import { requestHomeSwiper, useHomeSwiper } from './use-home-swiper';
import * as styles from './home.module.css';

const SLIDE_NAMES = ['Intro', ...PROGRESS_NAMES] as const;

export function HomeView({ data }: { data: HomeData }): JSX.Element {
  const reducedMotion = usePrefersReducedMotion();
  const [swiper, setSwiper] = React.useState<SwiperInstance | null>(null);
  // Moves asked for before Swiper started (use-home-swiper.ts): made once it has.
  const pending = React.useRef<((s: SwiperInstance) => void)[]>([]);
  const [active, setActive] = React.useState(0);
  const [menuOpen, setMenuOpen] = React.useState(false);
  const [popupOpen, setPopupOpen] = React.useState(false);
  // null until mounted: the static HTML shows the loader, a returning visitor's <html> hides it.
  const [introActive, setIntroActive] = React.useState<boolean | null>(null);
  const [done, setDone] = React.useState(false);
  // 'auto' follows the motion preference; 'paused' / 'playing' are the visitor's choice
  const [motion, setMotion] = React.useState<'auto' | 'paused' | 'playing'>('auto');
  const moving = motion === 'auto' ? !reducedMotion : motion === 'playing';
  const hasVideo = Boolean(data.intro.video);

  // Only the slide in view is reachable: the others are inert (no focus, hidden from assistive
  // technology), so Tab never lands on a control scrolled out of the viewport.
  React.useEffect(() => {
    swiper?.slides?.forEach((el, i) => el.toggleAttribute('inert', i !== active));
  }, [swiper, active]);

  React.useEffect(() => {
    setIntroActive(!hasSeenHome());
  }, []);

  const onLoaderDone = React.useCallback(() => {
    markHomeSeen();
    setDone(true);
    setPopupOpen(true);
  }, []);

  const loaderVisible = introActive === null || (introActive && !done);
  const speed = reducedMotion ? 0 : SLIDE_SPEED_MS;
  const slider = (action: (s: SwiperInstance) => void) => {
    if (swiper) return action(swiper);
    pending.current.push(action);
    requestHomeSwiper();
  };
  const jump = (index: number) => slider((s) => s.slideTo(index, reducedMotion ? 0 : JUMP_SPEED_MS));
  const closePopup = React.useCallback(() => setPopupOpen(false), []);
  const closeMenu = React.useCallback(() => setMenuOpen(false), []);
  const onSwiper = React.useCallback((s: SwiperInstance) => {
    s.on('slideChange', () => setActive(s.activeIndex));
    for (const action of pending.current.splice(0)) action(s);
    setActive(s.activeIndex);
    setSwiper(s);
  }, []);

  return (
    <div className={styles.home} data-active-index={active} data-motion={moving ? 'on' : 'paused'} data-testid="home">
      {loaderVisible ? <HomeLoader counting={introActive === true} onDone={onLoaderDone} /> : null}

      {hasVideo && active === 0 ? (
        // first in the slider's tab order: the way to stop the intro video (WCAG 2.2.2)
        <button
          type="button"
          className={`${styles.toolButton} ${styles.motionToggle}`}
          aria-label={moving ? 'Pause the background video' : 'Play the background video'}
          onClick={() => setMotion(moving ? 'paused' : 'playing')}
          data-testid="home-motion-toggle"
        >
          {moving ? <PauseIcon /> : <PlayIcon />}
        </button>
      ) : null}

      <HomeSlides data={data} speed={speed} moving={moving} onSwiper={onSwiper} />

      <nav className={styles.progress} aria-label="Home sections" data-testid="home-progress">
        <ol>
          {PROGRESS_NAMES.map((name, i) => (
            <li key={name}>
              <button
                type="button"
                className={`${styles.progressItem} ${active === i + 1 ? styles.progressActive : ''}`}
                aria-current={active === i + 1 ? 'step' : undefined}
                onClick={() => jump(i + 1)}
              >
                <span className={styles.progressDot} aria-hidden="true" />
                <span className={styles.progressName}>{name}</span>
              </button>
            </li>
          ))}
        </ol>
      </nav>

      <div className={styles.tools}>
        <button type="button" className={styles.toolButton} onClick={() => jump(0)} aria-label="Back to the first slide" data-testid="home-button">
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path d="M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
          </svg>
        </button>
        <button
          type="button"
          className={styles.toolButton}
          onClick={() => setMenuOpen(true)}
          aria-expanded={menuOpen}
          aria-controls="home-side-menu"
          aria-label="Open the side menu"
          data-testid="home-menu-button"
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path d="M4 7h16M4 12h16M4 17h10" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
        </button>
        <Link to="/ContactUs" className={styles.sample} data-testid="request-sample">
          Request Sample
        </Link>
      </div>

      {active < LAST_SLIDE_INDEX ? (
        <button type="button" className={styles.hint} onClick={() => slider((s) => s.slideNext(speed))} data-testid="scroll-hint">
          <span className={styles.hintLabel}>Scroll down</span>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      ) : null}

      <p className="visually-hidden" aria-live="polite">
        Slide {active + 1} of {SLIDE_NAMES.length}: {SLIDE_NAMES[active]}
      </p>

      <SideMenu open={menuOpen} onClose={closeMenu} />
      <RecommendPopup open={popupOpen} onClose={closePopup} image={data.autoFilm.image} />
    </div>
  );
}

interface HomeSlidesProps {
  data: HomeData;
  speed: number;
  moving: boolean;
  onSwiper: (s: SwiperInstance) => void;
}

/**
 * The eight slides (memoised below): the menu, the pop-up, the progress list and the active index
 * re-render the page's controls, not the slides (docs/product/page-weight.md#main-thread-work).
 * The markup is Swiper's own (a vertical slider, the first slide in view); Swiper's core starts on
 * it later (use-home-swiper.ts), so its start re-renders and moves nothing.
 */
function HomeSlidesView({ data, speed, moving, onSwiper }: HomeSlidesProps): JSX.Element {
  const ref = React.useRef<HTMLDivElement>(null);
  useHomeSwiper(ref, speed, onSwiper);
  const slide = (name: string, index: number, content: React.ReactNode) => (
    <div className={`swiper-slide ${styles.slide}`} data-slide={name} {...(index > 0 ? { inert: '' } : {})}>
      {content}
    </div>
  );
  return (
    <div ref={ref} className={`swiper swiper-vertical ${styles.slider}`}>
      <div className="swiper-wrapper">
        {slide('intro', 0, <IntroSlide intro={data.intro} playing={moving} />)}
        {slide('auto-film', 1, <AutoFilmSlide data={data.autoFilm} />)}
        {slide('software', 2, <SoftwareSlide data={data.software} />)}
        {slide('plotter', 3, <PlotterSlide data={data.plotter} />)}
        {slide('training', 4, <TrainingSlide data={data.training} />)}
        {slide('safe-in', 5, <SafeInSlide />)}
        {slide('warranty', 6, <WarrantySlide count={data.warrantyCount} image={data.autoFilm.image} imageMedia={data.autoFilm.imageMedia} />)}
        {slide('news', 7, <NewsSlide blogs={data.blogs} />)}
      </div>
    </div>
  );
}

/**
 * Memoised, and a hydration region of its own (hydration-boundary.tsx): the slides hydrate apart
 * from the page's controls (docs/product/page-weight.md#main-thread-work).
 */
const HomeSlides = hydratedApart(HomeSlidesView, 'HomeSlides');

function PauseIcon(): JSX.Element {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d="M8 5v14M16 5v14" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
    </svg>
  );
}

function PlayIcon(): JSX.Element {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
    </svg>
  );
}
