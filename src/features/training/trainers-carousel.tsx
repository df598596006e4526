/**
 * The trainers carousel (2 slides on desktop, 1.2 on mobile, docs/product/constants.md#carousels)
 * with the View Profile
 * popup. Used by /Training and TrainingInfo (which adds prev/next arrows).
 */
import * as React from 'react';
import type { Trainer } from '../../../contract/training';
import { Carousel } from '../../components/ui/carousel';
import { TRAINERS_SLIDES_PER_VIEW } from '../../components/ui/carousel-constants';
import { TrainerCard, TrainerProfileModal } from './trainer-profile';
import * as styles from './trainers-carousel.module.css';

export interface TrainersCarouselProps {
  trainers: readonly Trainer[];
  /** Show previous/next arrows (TrainingInfo). */
  navigation?: boolean;
  label?: string;
}

/** Gap between trainer slides, px. */
export const TRAINERS_GAP_PX = 20;

export function TrainersCarousel({ trainers, navigation = false, label = 'Trainers' }: TrainersCarouselProps): JSX.Element | null {
  const [open, setOpen] = React.useState<Trainer | null>(null);
  if (trainers.length === 0) return null;
  return (
    <div className={styles.root} data-testid="trainers-carousel">
      <Carousel
        label={label}
        autoplay={false}
        loop={false}
        navigation={navigation}
        slidesPerView={TRAINERS_SLIDES_PER_VIEW}
        spaceBetween={TRAINERS_GAP_PX}
        className={styles.carousel}
      >
        {trainers.map((t) => (
          <TrainerCard key={t.id} trainer={t} onViewProfile={setOpen} />
        ))}
      </Carousel>
      <TrainerProfileModal trainer={open} onClose={() => setOpen(null)} />
    </div>
  );
}
