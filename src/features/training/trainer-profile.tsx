/**
 * A trainer's card and the View Profile popup (docs/product/content-pages.md#traininginfo,
 * docs/product/states-and-transitions.md#trainer-pop-up): the card shows image, name and
 * description; the popup shows the big image, the name, a SPECIALIZATION label with its text and
 * the rich profile. The mask, the close icon (and Escape) close it.
 */
import * as React from 'react';
import type { Trainer } from '../../../contract/training';
import { Modal } from '../../components/ui/modal';
import { TrustedRichHtml } from '../../components/ui/trusted-rich-html';
import { Button } from '../../components/ui/button';
import { MediaImage, mediaOf } from '../../components/ui/media-image';
import * as styles from './trainer-profile.module.css';

export const SPECIALIZATION_LABEL = 'SPECIALIZATION';
export const VIEW_PROFILE_LABEL = 'View Profile';

export interface TrainerCardProps {
  trainer: Trainer;
  onViewProfile: (trainer: Trainer) => void;
}

export function TrainerCard({ trainer, onViewProfile }: TrainerCardProps): JSX.Element {
  return (
    <article className={styles.card}>
      <MediaImage src={trainer.image} media={mediaOf(trainer, 'image')} alt={trainer.name} aspectRatio="4 / 3" className={styles.cardImage} />
      <div className={styles.cardBody}>
        <h3 className={styles.cardName}>{trainer.name}</h3>
        {trainer.desc && <p className={styles.cardDesc}>{trainer.desc}</p>}
        <Button
          variant="secondary"
          size="sm"
          className={styles.cardButton}
          onClick={() => onViewProfile(trainer)}
          aria-haspopup="dialog"
          aria-label={`${VIEW_PROFILE_LABEL}: ${trainer.name}`}
        >
          {VIEW_PROFILE_LABEL}
        </Button>
      </div>
    </article>
  );
}

export interface TrainerProfileModalProps {
  trainer: Trainer | null;
  onClose: () => void;
}

export function TrainerProfileModal({ trainer, onClose }: TrainerProfileModalProps): JSX.Element | null {
  return (
    <Modal open={trainer !== null} onClose={onClose} title={trainer?.name ?? ''} hideTitle size="lg" closeLabel="Close profile">
      {trainer && (
        <div className={styles.profile}>
          <MediaImage
            src={trainer.big_image ?? trainer.image}
            media={trainer.big_image ? mediaOf(trainer, 'big_image') : mediaOf(trainer, 'image')}
            alt={trainer.name}
            aspectRatio="3 / 4"
            className={styles.bigImage}
          />
          <div className={styles.profileText}>
            <p className={styles.name}>{trainer.name}</p>
            {trainer.special && (
              <div className={styles.special}>
                <p className={styles.specialLabel}>{SPECIALIZATION_LABEL}</p>
                <p className={styles.specialText}>{trainer.special}</p>
              </div>
            )}
            <TrustedRichHtml html={trainer.content} className={styles.content} />
          </div>
        </div>
      )}
    </Modal>
  );
}
