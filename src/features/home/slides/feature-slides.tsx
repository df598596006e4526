/** Slides 1–4: Auto Film, Precut Software, Plotter and Training, each leading to its section. */
import * as React from 'react';
import type { HomeData } from '../home-types';
import { SlideFrame } from './slide-frame';
import * as styles from './slides.module.css';

export function AutoFilmSlide({ data }: { data: HomeData['autoFilm'] }): JSX.Element {
  return (
    <SlideFrame
      eyebrow="Auto Film"
      title={data.title}
      text={data.subName || data.text}
      image={data.image}
      imageMedia={data.imageMedia}
      cta={{ label: 'PPF & Window Film', to: '/PPF' }}
    />
  );
}

export function SoftwareSlide({ data }: { data: HomeData['software'] }): JSX.Element {
  return (
    <SlideFrame
      eyebrow="Precut Software"
      title={data.title}
      text={data.text}
      image={data.image}
      imageMedia={data.imageMedia}
      cta={{ label: 'Discover the software', to: '/Software' }}
      align="end"
    />
  );
}

export function PlotterSlide({ data }: { data: HomeData['plotter'] }): JSX.Element {
  return (
    <SlideFrame
      eyebrow="Plotter"
      title={data.title}
      text={data.text}
      image={data.image}
      imageMedia={data.imageMedia}
      cta={{ label: 'Compare plotters', to: '/Plotter' }}
    >
      {data.features.length > 0 ? (
        <ul className={styles.featureList}>
          {data.features.slice(0, 3).map((f) => (
            <li key={f.title}>
              <strong>{f.title}</strong>
              <span>{f.content}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </SlideFrame>
  );
}

export function TrainingSlide({ data }: { data: HomeData['training'] }): JSX.Element {
  const stats = [
    { value: data.trainers, label: 'Certified trainers' },
    { value: data.years, label: 'Years of training' },
    { value: data.countries, label: 'Countries' },
  ];
  return (
    <SlideFrame
      eyebrow="Training"
      title={data.title}
      text={data.text}
      image={data.image}
      imageMedia={data.imageMedia}
      cta={{ label: 'Book your training', to: '/Training' }}
      align="end"
    >
      <dl className={styles.stats} data-testid="home-site-info">
        {stats.map((s) => (
          <div key={s.label} className={styles.stat}>
            <dt>{s.label}</dt>
            <dd>{s.value}+</dd>
          </div>
        ))}
      </dl>
    </SlideFrame>
  );
}
