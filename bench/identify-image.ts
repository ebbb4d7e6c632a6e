/**
 * Bench for the server image pipeline: how long a 1280×720 phone-style JPEG takes to
 * identify, against a plain sharp decode of the same bytes as the baseline.
 * Run: npx tsx bench/identify-image.ts [runs]   (default 25 runs per case after warm-up)
 * Targets: barcode photo → GTINs ≤ 250 ms; label photo → text ≤ 3 s (median).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { photoOf, renderBarcode, renderLabel } from '../server/test/photo-fixtures.ts';
import { identifyImage } from '../server/src/identify/identify-image.ts';
import { initBarcodeReader, readBarcodes, WordReader } from '../server/src/image/index.ts';

const RUNS = Math.max(20, Number(process.argv[2] ?? 25));

function quantile(sorted: number[], q: number): number {
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[i]!;
}

async function time(
  label: string,
  runs: number,
  fn: () => Promise<unknown>,
): Promise<{ label: string; median: number; p95: number }> {
  await fn(); // warm-up run, not counted
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await fn();
    samples.push(performance.now() - t0);
  }
  samples.sort((a, b) => a - b);
  return { label, median: quantile(samples, 0.5), p95: quantile(samples, 0.95) };
}

const fmt = (ms: number): string => (ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(1)} ms`);

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'clearcart-bench-image-'));
  const barcodePhoto = await photoOf(await renderBarcode('ean13', '4006381333931', 3), { angle: 4, quality: 85 });
  const labelPhoto = await photoOf(await renderLabel(['NUTELLA', 'hazelnut spread with cocoa', 'net weight 400 g']), {
    angle: -2,
    quality: 85,
  });
  writeFileSync(path.join(dir, 'barcode-photo.jpg'), barcodePhoto);
  writeFileSync(path.join(dir, 'label-photo.jpg'), labelPhoto);
  for (const [name, img] of [
    ['barcode', barcodePhoto],
    ['label', labelPhoto],
  ] as const) {
    const m = await sharp(img).metadata();
    console.log(`${name} photo: ${m.width}×${m.height} JPEG, ${(img.length / 1024).toFixed(0)} KiB`);
  }
  console.log(
    `fixtures written to ${dir}; ${RUNS} timed runs per case, ${os.cpus().length} CPUs, load ${os.loadavg()[0]!.toFixed(1)}\n`,
  );

  // Sanity: the bench is meaningless if the pipeline gets the wrong answer.
  const t0 = performance.now();
  await initBarcodeReader();
  const zxingInit = performance.now() - t0;
  const gtins = await readBarcodes(barcodePhoto);
  if (gtins.join() !== '4006381333931') throw new Error(`barcode photo decoded as ${JSON.stringify(gtins)}`);
  const reader = new WordReader();
  const t1 = performance.now();
  await reader.warmUp();
  const ocrWarm = performance.now() - t1;
  const label = await identifyImage(labelPhoto, { wordReader: reader });
  if (label.kind !== 'label' || !label.text.toLowerCase().includes('nutella'))
    throw new Error(`label photo identified as ${JSON.stringify(label)}`);

  const decode = (img: Buffer) => () => sharp(img).raw().toBuffer();
  const rows = [
    await time('sharp decode (baseline), barcode photo', RUNS, decode(barcodePhoto)),
    await time('readBarcodes → gtins', RUNS, () => readBarcodes(barcodePhoto)),
    await time('identifyImage, barcode photo', RUNS, () => identifyImage(barcodePhoto, { wordReader: reader })),
    await time('sharp decode (baseline), label photo', RUNS, decode(labelPhoto)),
    await time('readBarcodes, label photo (all passes, none)', RUNS, () => readBarcodes(labelPhoto)),
    await time('LabelReader.read → text', RUNS, () => reader.read(labelPhoto)),
    await time('identifyImage, label photo (barcode + OCR)', RUNS, () =>
      identifyImage(labelPhoto, { wordReader: reader }),
    ),
  ];
  await reader.close();

  const base = { barcode: rows[0]!.median, label: rows[3]!.median };
  const targets: Record<string, number> = {
    'readBarcodes → gtins': 250,
    'identifyImage, barcode photo': 250,
    'LabelReader.read → text': 3000,
    'identifyImage, label photo (barcode + OCR)': 3000,
  };
  console.log(`one-off: zxing wasm init ${fmt(zxingInit)}, OCR worker start + warm-up ${fmt(ocrWarm)}\n`);
  console.log(`${'case'.padEnd(46)} ${'median'.padStart(10)} ${'p95'.padStart(10)} ${'× decode'.padStart(9)}  target`);
  for (const [i, r] of rows.entries()) {
    const ratio = r.median / (i < 3 ? base.barcode : base.label);
    const target = targets[r.label];
    const verdict = target === undefined ? '' : `${r.median <= target ? 'ok' : 'MISSED'} (≤ ${fmt(target)} median)`;
    console.log(
      `${r.label.padEnd(46)} ${fmt(r.median).padStart(10)} ${fmt(r.p95).padStart(10)} ${ratio.toFixed(1).padStart(8)}×  ${verdict}`,
    );
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
