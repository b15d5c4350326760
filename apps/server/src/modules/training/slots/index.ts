// The front door of training/slots: the pure computation of a trainer's free slots.
export { type Busy, type SlotInput, type WeeklyStretch, freeSlots, isFreeSlot, slotDays } from './free-slots';
