/** Resolves in a task of its own, after what the browser has waiting (input, a frame): long work cut in parts. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
