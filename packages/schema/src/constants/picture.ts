export const pictureSize = { default: 64, placeholder: 128 } as const;
export const pictureAspectRatio = { min: 0.1, max: 2, step: 0.05, default: 1 } as const;
export const pictureBorderRadius = { min: 0, max: 9999, step: 2, default: 0 } as const;

/** Quick-pick buttons beside the picture sliders. */
export const pictureAspectPresets = { square: 1, horizontal: 1.33, portrait: 0.75 } as const;
export const pictureRadiusPresets = { square: 0, rounded: 6, circle: 9999 } as const;
