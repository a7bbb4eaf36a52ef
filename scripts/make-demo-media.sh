#!/usr/bin/env sh
# One-off generator of the demo clips committed under demo/media/. Needs ffmpeg, which the
# product never needs at run time or in CI: run it by hand only to regenerate those files.
set -eu
cd "$(dirname "$0")/../demo/media"

# 7 s of slowly drifting colour gradients, H.264 for every browser, moov atom first for streaming.
ffmpeg -y -hide_banner -loglevel error \
  -f lavfi -i "gradients=s=640x360:r=25:speed=0.015:c0=0x1d2b53:c1=0xff8a3d:c2=0x7e2553:c3=0x29adff:nb_colors=4:seed=7" \
  -t 7 -c:v libx264 -preset slow -crf 22 -pix_fmt yuv420p -profile:v main -movflags +faststart -an \
  lumiere-doree.mp4

# 7 s of a slow zoom into the Mandelbrot set, VP9 in WebM.
ffmpeg -y -hide_banner -loglevel error \
  -f lavfi -i "mandelbrot=s=640x360:r=25:start_scale=2.5:end_scale=1.2:outer=normalized_iteration_count" \
  -t 7 -c:v libvpx-vp9 -b:v 450k -crf 45 -deadline good -cpu-used 4 -row-mt 1 -pix_fmt yuv420p -an \
  fractale-nocturne.webm

# Poster frames (thumbnail_url of each clip).
ffmpeg -y -hide_banner -loglevel error -ss 2 -i lumiere-doree.mp4 -frames:v 1 -q:v 4 lumiere-doree.jpg
ffmpeg -y -hide_banner -loglevel error -ss 2 -i fractale-nocturne.webm -frames:v 1 -q:v 4 fractale-nocturne.jpg
