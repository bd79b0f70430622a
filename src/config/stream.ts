/**
 * hls.js's first bandwidth guess before any segment is measured: 1.5 Mbit/s, a modest phone connection, so the
 * first segment comes quickly at 360p or 540p and ABR climbs from there (decision 2591).
 */
export const HLS_START_BANDWIDTH_BPS = 1_500_000;
