// Trainers, training courses and the addresses where they are held.
import type { ContentColumns, Json } from './common';

export interface TrainerTable extends ContentColumns {
  id: number;
  position: number;
  name: string;
  image: string | null;
  big_image: string | null;
  desc: string;
  special: string;
  content: string;
}

export interface TrainingTable extends ContentColumns {
  id: number;
  position: number;
  title: string;
  name: string;
  sub_name: string;
  desc: string;
  keywords: string;
  sub_title: string;
  image: string | null;
  images: string | null;
  detail_image: string | null;
  content: string;
  train_content: string;
  /** JSON string[] */
  steps: Json;
  cost_price: number;
  cost_days: number;
  cost_people: number;
  /** JSON number[] */
  trainer_ids: Json;
}

export interface TrainingAddressTable {
  id: number;
  training_id: number;
  country_id: number;
  address: string;
}
