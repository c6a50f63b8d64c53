/** Widths of a room picture's WebP variants (srcset), in the 3:2 frame of the room cards and the gallery. */
export const roomImageWidths = [480, 960, 1440] as const
export const roomImageRatio = 2 / 3
export const roomImageSize = { width: 1440, height: 960 }
