export { BillboardSlot, billboardSlotCopy, type BillboardSlotProps } from './BillboardSlot';
