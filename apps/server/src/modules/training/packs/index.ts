// The front door of training/packs: the packs clubs sell and members buy.
export { PackPurpose, packDescription } from './pack-purpose';
export { PacksRepository } from './packs.repository';
export { PacksService, refundCents, toPack } from './packs.service';
