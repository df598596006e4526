// Content robustness of the info pages: empty lists, null media and very long texts render
// cleanly (placeholders instead of broken images, empty states instead of blank sections).
import { render, screen, within } from '@testing-library/react';
import type { Course, TrainingDetail, TrainingPage } from '../../contract/training';
import type { Dealer } from '../../contract/network';
import type { Collection } from '../../contract/cases';
import { TrainingView } from '../../src/features/training/training-view';
import { TrainingInfoView } from '../../src/features/training/training-info-view';
import { DealerDetailsView } from '../../src/features/dealers/dealer-details-view';
import { CollectionView } from '../../src/features/collection/collection-view';

// user-event flows are slow on a loaded 2-core machine
jest.setTimeout(30_000);

const LONG = 'Supercalifragilisticexpialidocious-protection-film '.repeat(12).trim();

const emptyTraining: TrainingPage = {
  name: '',
  image: null,
  mini_image: null,
  content: '',
  images: null,
  experienced_trainers: '',
  professional: '',
  authoritative: '',
  trainers_content: '',
  trainers: [],
  resource_images: [],
  tools: '',
  tools_images: [],
  trains: [],
};

const course: Course = {
  id: 3,
  image: null,
  name: `PPF <strong>${LONG}</strong>`,
  desc: LONG,
  cost_days: 1,
  nations: [],
  nation_id: null,
  addresslist: [],
};

const detail: TrainingDetail = {
  id: 4,
  title: 'Course',
  sub_title: '',
  desc: '',
  keywords: '',
  name: LONG,
  sub_name: '',
  content: '',
  images: null,
  detail_image: null,
  steps: [],
  cost_price: 1234567,
  cost_days: 1,
  cost_people: 12,
  train_content: '',
  trainers: [],
  cases: [],
};

const dealer: Dealer = {
  id: 5,
  shop_name: LONG,
  shop_image: null,
  image: null,
  mobile: '',
  email: '',
  address: '',
  desc: '',
  content: '',
  keywords: '',
  stars: 0,
  level: 'reseller',
  articles: [],
  nation_id: 1,
  city_id: 1,
};

const collection: Collection = {
  image: null,
  name: '',
  mini_image: null,
  content: '',
  sub_name: '',
  resource: [],
  images_arr: [],
  cases: [],
};

function expectNoBrokenImages(container: HTMLElement): void {
  expect(container.querySelectorAll('img:not([src]), img[src=""]')).toHaveLength(0);
}

describe('info pages with empty content', () => {
  it('Training: falls back to its name, hides empty sections and says when no course is scheduled', () => {
    const { container } = render(<TrainingView page={emptyTraining} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Training' })).toBeInTheDocument();
    expect(screen.queryByTestId('trainers-carousel')).toBeNull();
    expect(screen.queryByTestId('tools-carousel')).toBeNull();
    expect(screen.getByText('No courses scheduled yet')).toBeInTheDocument();
    expect(container.querySelectorAll('img')).toHaveLength(0);
  });

  it('Training: a course without image, regions or addresses still renders with its long rich name', () => {
    const { container } = render(<TrainingView page={{ ...emptyTraining, trains: [course] }} />);
    const card = screen.getByTestId('course');
    expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent(LONG);
    expect(within(card).queryByRole('combobox')).toBeNull();
    expect(within(card).getByTestId('course-addresses-empty')).toBeInTheDocument();
    expect(within(card).getByText('day')).toBeInTheDocument();
    expect(card.querySelector('[data-placeholder="true"]')).not.toBeNull();
    expectNoBrokenImages(container);
  });

  it('TrainingInfo: null media become placeholders, no steps or trainers sections, big numbers formatted', () => {
    const { container } = render(<TrainingInfoView training={detail} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(LONG);
    expect(screen.queryByText('Course Steps')).toBeNull();
    expect(screen.queryByTestId('trainers-carousel')).toBeNull();
    expect(screen.getByTestId('training-stats')).toHaveTextContent('$1,234,567');
    expect(screen.getAllByRole('link', { name: 'BOOK NOW' })[0]).toHaveAttribute('href', '/ContactUs');
    expectNoBrokenImages(container);
  });

  it('DealerDetails: no contacts, content or articles; stars read 0 of 5', () => {
    const { container } = render(<DealerDetailsView dealer={dealer} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(LONG);
    expect(screen.getByRole('img', { name: '0 out of 5 stars' })).toBeInTheDocument();
    expect(screen.queryByText('Articles')).toBeNull();
    expect(screen.queryByRole('link', { name: /mailto/ })).toBeNull();
    expectNoBrokenImages(container);
  });

  it('Collection: no video, pictures or cases', () => {
    const { container } = render(<CollectionView collection={collection} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Collection' })).toBeInTheDocument();
    expect(screen.queryByText('Pictures')).toBeNull();
    expect(screen.queryByText('Related Cases')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Play / })).toBeNull();
    expectNoBrokenImages(container);
  });
});
