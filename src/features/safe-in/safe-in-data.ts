/**
 * Safe-IN: the brand's certified installation standard (docs/product/content-pages.md#safe-in,
 * docs/product/states-and-transitions.md#safe-in-steps,
 * docs/product/constants.md#safe-in-quality-limits). One typed
 * source for the /SafeIn page and the home page's Safe-IN slide, so both show the same steps,
 * inspection process and quality limits. The limits are the documented numbers, kept as constants so
 * the texts and the tests cannot drift apart.
 */

/** docs/product/constants.md#safe-in-quality-limits: dust particle diameter at most 1 mm. */
export const DUST_MAX_DIAMETER_MM = 1;
/** docs/product/constants.md#safe-in-quality-limits: dust must not be visible from 1 meter away. */
export const DUST_INVISIBLE_BEYOND_M = 1;
/** docs/product/constants.md#safe-in-quality-limits: at most 5 visible dust particles on the whole film. */
export const DUST_MAX_VISIBLE_PARTICLES = 5;
/** docs/product/constants.md#safe-in-quality-limits: water bubble diameter at most 5 mm. */
export const BUBBLE_MAX_DIAMETER_MM = 5;
/** docs/product/constants.md#safe-in-quality-limits: a bubble over 6 mm must be fixed. */
export const BUBBLE_MUST_FIX_OVER_MM = 6;
/** docs/product/constants.md#safe-in-quality-limits: wrinkle length at most 2 mm. */
export const WRINKLE_MAX_LENGTH_MM = 2;

/** docs/product/constants.md#step-counts: the inspection process has 3 steps. */
export const INSPECTION_STEP_COUNT = 3;
/**
 * docs/product/constants.md#step-counts: the Safe-IN process has 12 steps; the home slide opens on
 * the 6th.
 */
export const SAFE_IN_STEP_COUNT = 12;
/**
 * 1-based number of the step the home slide selects by default
 * (docs/product/constants.md#home-timings: the 6th).
 */
export const SAFE_IN_DEFAULT_STEP = 6;
/** docs/product/states-and-transitions.md#safe-in-steps: selecting another step flashes a 600 ms fade. */
export const SAFE_IN_STEP_ANIMATION_MS = 600;

export interface SafeInStep {
  /** 1-based position in the process. */
  number: number;
  name: string;
  text: string;
}

/** The 12 installation steps of the Safe-IN process (home slide, /SafeIn). */
export const SAFE_IN_STEPS: readonly SafeInStep[] = [
  { number: 1, name: 'Vehicle Inspection', text: 'Walk-around check of paint, chips and existing damage, recorded with the owner before any work starts.' },
  { number: 2, name: 'Washing', text: 'Two-bucket hand wash removes road grime from every panel, gap and edge that the film will cover.' },
  { number: 3, name: 'Decontamination', text: 'Iron and tar removers dissolve bonded particles that washing alone leaves on the paint.' },
  { number: 4, name: 'Clay Bar', text: 'A clay bar pass leaves the clear coat glass-smooth so the adhesive bonds evenly.' },
  { number: 5, name: 'Panel Wipe', text: 'An alcohol panel wipe strips oils, wax and polish residue for a clean bonding surface.' },
  { number: 6, name: 'Measuring & Precut', text: 'Panels are matched to the vehicle pattern in the precut software and cut on the plotter.' },
  { number: 7, name: 'Film Preparation', text: 'Precut pieces are checked, dust-free staged and the liner is released in a clean bay.' },
  { number: 8, name: 'Application', text: 'The film is floated onto the panel with slip solution and positioned to the edges.' },
  { number: 9, name: 'Squeegee', text: 'Solution is pushed out from the centre with overlapping strokes until the film lies flat.' },
  { number: 10, name: 'Edge Wrapping', text: 'Edges are wrapped around panel ends and tucked so no film edge lifts.' },
  { number: 11, name: 'Heat Post-Stretch', text: 'Controlled heat sets the adhesive and relaxes tension in curves and recesses.' },
  { number: 12, name: 'Final Inspection', text: 'The three-step inspection checks every panel against the Safe-IN quality criteria.' },
];

export interface InspectionStep {
  number: number;
  /** Who inspects. */
  name: string;
  text: string;
}

/** The three-step inspection process (docs/product/content-pages.md#safe-in). */
export const INSPECTION_STEPS: readonly InspectionStep[] = [
  { number: 1, name: 'Installer Self-Check', text: 'The installer checks their own work panel by panel as soon as the film is applied.' },
  {
    number: 2,
    name: 'Technical Supervisor Second Review',
    text: 'A technical supervisor reviews the installation a second time against the quality criteria.',
  },
  { number: 3, name: 'Store Manager Final Inspection', text: 'The store manager makes the final inspection before the vehicle is handed back to its owner.' },
];

export interface QualityCriterion {
  /** Stable key (tests, anchors). */
  key: 'dust' | 'bubbles' | 'crease' | 'glue' | 'wrapping';
  name: string;
  /** The acceptance limits, one per line. */
  limits: readonly string[];
}

/** The quality criteria with the limits of docs/product/constants.md#safe-in-quality-limits. */
export const QUALITY_CRITERIA: readonly QualityCriterion[] = [
  {
    key: 'dust',
    name: 'Dust & Stain',
    limits: [
      `Dust particle diameter at most ${DUST_MAX_DIAMETER_MM} mm.`,
      `Not visible within ${DUST_INVISIBLE_BEYOND_M} meter.`,
      `At most ${DUST_MAX_VISIBLE_PARTICLES} visible dust particles on the whole film.`,
    ],
  },
  {
    key: 'bubbles',
    name: 'Bubbles',
    limits: [
      `Water bubble diameter at most ${BUBBLE_MAX_DIAMETER_MM} mm.`,
      `Anything over ${BUBBLE_MUST_FIX_OVER_MM} mm must be fixed.`,
      'No air bubbles in lines or grooves.',
    ],
  },
  {
    key: 'crease',
    name: 'Crease & Scratch',
    limits: [`Wrinkle length at most ${WRINKLE_MAX_LENGTH_MM} mm.`],
  },
  {
    key: 'glue',
    name: 'Glue Mark',
    limits: ['No glue marks or adhesive residue left on the film or the surrounding paint.'],
  },
  {
    key: 'wrapping',
    name: 'Wrapping',
    limits: ['No lifted edges.'],
  },
];

/** The note under the criteria (docs/product/content-pages.md#safe-in). */
export const HAIRLINE_NOTE = 'Hairline marks on the film surface can disappear after heating or sunlight.';

/** Headings used by the page (and the home slide). */
export const SAFE_IN_NAME = 'Safe-IN';
export const INSTALLATION_PROCESS_TITLE = 'Installation Process';
export const INSPECTION_PROCESS_TITLE = 'Inspection Process';
export const QUALITY_CRITERIA_TITLE = 'Quality Criteria';
