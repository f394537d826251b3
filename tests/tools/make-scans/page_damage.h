// What scanning, copying and faxing do to a page, each seeded and
// deterministic: the same seed gives the same pixels on every run and machine
// (std::mt19937_64 is specified bit for bit; the distributions are our own
// because libstdc++'s std::normal_distribution is not specified).
#pragma once
#include <QByteArray>
#include <QImage>

#include <cstdint>
#include <random>

namespace synsema::scans {

// A stable 64-bit seed from text (FNV-1a; std::hash differs between libraries).
uint64_t seed_of(const QByteArray& text);

// Uniform in [lo, hi) from the generator's raw bits.
double uniform(std::mt19937_64& rng, double lo, double hi);

// Every pixel plus N(0, sigma), clamped to 0..255 (Box-Muller).
QImage add_gaussian_noise(const QImage& grey, double sigma, std::mt19937_64& rng);

// Rotated by `degrees` about the page centre on white paper, same size.
QImage skew(const QImage& grey, double degrees);

// Turned a quarter clockwise (a page fed sideways): width and height swap.
QImage quarter_turn(const QImage& grey);

// Encoded as JPEG at `quality` (the bytes a camera or scanner would write).
QByteArray jpeg_bytes(const QImage& grey, int quality);

// The fax copy: resampled to 200 dpi across and 100 dpi down (standard fax
// resolution) and thresholded to black and white (Format_Mono, 0 = white).
QImage fax_page(const QImage& grey);

}  // namespace synsema::scans
