// Training page, courses and trainers (docs/product/entities-and-fields.md#training).
import { Type, type Static } from '@sinclair/typebox';
import { Html, Id, Media, Meta } from './envelope';
import { CaseCard, ResourceMedia } from './goods';
import { Place } from './network';

export const Trainer = Type.Object({
  id: Id,
  name: Type.String(),
  image: Media,
  big_image: Media,
  desc: Type.String(),
  special: Type.String(),
  content: Html,
});
export type Trainer = Static<typeof Trainer>;

export const TrainAddress = Type.Object({ id: Id, address: Type.String() });
export type TrainAddress = Static<typeof TrainAddress>;

export const Course = Type.Object({
  id: Id,
  image: Media,
  /** may carry inline markup (the site renders it as rich HTML) */
  name: Html,
  desc: Type.String(),
  cost_days: Type.Integer(),
  /** countries where the course is held */
  nations: Type.Array(Place),
  /** the country whose addresses are listed first */
  nation_id: Type.Union([Id, Type.Null()]),
  addresslist: Type.Array(TrainAddress),
});
export type Course = Static<typeof Course>;

export const TrainingPage = Type.Object({
  name: Type.String(),
  image: Media,
  mini_image: Media,
  content: Html,
  /** video URL */
  images: Media,
  experienced_trainers: Type.String(),
  professional: Type.String(),
  authoritative: Type.String(),
  trainers_content: Html,
  trainers: Type.Array(Trainer),
  resource_images: Type.Array(ResourceMedia),
  tools: Type.String(),
  tools_images: Type.Array(Type.String()),
  trains: Type.Array(Course),
});
export type TrainingPage = Static<typeof TrainingPage>;

export const AreasQuery = Type.Object({
  train_id: Type.Integer({ minimum: 1 }),
  country_id: Type.Integer({ minimum: 1 }),
});

export const TrainingDetail = Type.Object({
  id: Id,
  title: Type.String(),
  ...Meta,
  name: Html,
  sub_name: Type.String(),
  content: Html,
  images: Media,
  detail_image: Media,
  steps: Type.Array(Type.Object({ content: Type.String() })),
  cost_price: Type.Integer(),
  cost_days: Type.Integer(),
  cost_people: Type.Integer(),
  train_content: Html,
  trainers: Type.Array(Trainer),
  cases: Type.Array(CaseCard),
});
export type TrainingDetail = Static<typeof TrainingDetail>;

export const ShopTrainQuery = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  shop_id: Type.Optional(Type.Integer({ minimum: 1 })),
});
