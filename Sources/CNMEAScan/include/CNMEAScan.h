// One pass over an NMEA 0183 sentence, sixteen bytes at a time: where it ends, where its
// checksum starts, the XOR of its bytes and its commas. Used by the NMEA module's
// SentenceScan; see there for the contract.
//
// Written with Clang's portable vector extensions, which compile to SSE2 on x86-64 and
// NEON on ARM; Swift has no portable way to spell a byte compare to a bit mask.
#ifndef CNMEASCAN_H
#define CNMEASCAN_H

#include <stdbool.h>
#include <stdint.h>

typedef uint8_t cnmea_u8x16 __attribute__((ext_vector_type(16)));
typedef int8_t cnmea_i8x16 __attribute__((ext_vector_type(16)));
typedef bool cnmea_b16 __attribute__((ext_vector_type(16)));

/// What `cnmea_scan` found; indices are relative to the sentence's first byte.
typedef struct {
    /// The first CR, LF, `$` or `!` after the first byte (when looked for), or the length scanned.
    long end;
    /// The first `*`, or `end` when none comes before it.
    long star;
    /// The XOR of the bytes after the first and before `star`.
    uint8_t checksum;
    /// The commas before `star`.
    long commas;
    /// The first byte after the first that is not an ASCII letter or digit (where the
    /// address ends), when it is among the sixteen bytes after the first; -1 otherwise.
    long address_end;
} cnmea_scan_result;

/// One bit per lane of `mask` (lanes are 0 or -1): bit i for lane i.
static inline __attribute__((always_inline)) uint32_t cnmea_bits(cnmea_i8x16 mask) {
    cnmea_b16 set = __builtin_convertvector(mask, cnmea_b16);
    uint16_t bits;
    __builtin_memcpy(&bits, &set, sizeof bits);
    return bits;
}

/// The lanes of `v` that are CR, LF, `$` or `!`.
static inline __attribute__((always_inline)) uint32_t cnmea_line_breaks(cnmea_u8x16 v) {
    return cnmea_bits((cnmea_i8x16)((v == (uint8_t)'\n') | (v == (uint8_t)'\r') | (v == (uint8_t)'$') | (v == (uint8_t)'!')));
}

/// The lanes of `v` that are not ASCII letters or digits.
static inline __attribute__((always_inline)) uint32_t cnmea_non_address(cnmea_u8x16 v) {
    cnmea_u8x16 letter = (v | (uint8_t)0x20) - (uint8_t)'a';
    cnmea_u8x16 digit = v - (uint8_t)'0';
    return ~cnmea_bits((cnmea_i8x16)((letter < (uint8_t)26) | (digit < (uint8_t)10))) & 0xFFFF;
}

/// Scans `bytes[start..<limit]`, where `bytes[start]` is a sentence's `$` or `!`. With
/// `stops_at_line_breaks`, the sentence ends at the first CR, LF, `$` or `!`; otherwise at
/// `limit`. Bytes from the last whole block of sixteen on are read one by one.
static inline __attribute__((always_inline)) cnmea_scan_result
cnmea_scan(const uint8_t *bytes, long start, long limit, bool stops_at_line_breaks) {
    // The address's end, from the first block (a line break, `*` or `,` ends it before the
    // sentence's end does).
    long address_end = -1;
    if (start + 17 <= limit) {
        cnmea_u8x16 first;
        __builtin_memcpy(&first, bytes + start + 1, sizeof first);
        uint32_t others = cnmea_non_address(first);
        if (others != 0) address_end = 1 + __builtin_ctz(others);
    }
    cnmea_u8x16 blocks = 0;
    cnmea_u8x16 comma_lanes = 0;
    long commas = 0;
    long p = start + 1;
    long stop = -1;
    long end = -1;
    long run = 0;
    while (p + 16 <= limit) {
        cnmea_u8x16 v;
        __builtin_memcpy(&v, bytes + p, sizeof v);
        // `*` is 0x2A and CR, LF, `$`, `!` are below it: one compare finds them all (and a
        // few bytes rare in sentences, such as a space, told apart below).
        cnmea_i8x16 stops = stops_at_line_breaks ? (cnmea_i8x16)(v <= (uint8_t)'*') : (cnmea_i8x16)(v == (uint8_t)'*');
        uint32_t marks = cnmea_bits(stops);
        if (marks != 0) {
            uint32_t stars = cnmea_bits((cnmea_i8x16)(v == (uint8_t)'*'));
            uint32_t breaks = stops_at_line_breaks ? cnmea_line_breaks(v) : 0;
            uint32_t exact = stars | breaks;
            if (exact != 0) {
                uint32_t first = __builtin_ctz(exact);
                if (stars >> first & 1) {
                    // The line break after the checksum, when it is in this block too.
                    uint32_t after = breaks >> first >> 1;
                    if (after != 0) end = p + first + 1 + __builtin_ctz(after);
                } else {
                    end = p + first;  // a line break before any `*` ends the sentence there
                }
                cnmea_u8x16 lanes = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15};
                cnmea_u8x16 before = (cnmea_u8x16)(lanes < (uint8_t)first);
                blocks ^= v & before;
                comma_lanes -= (cnmea_u8x16)(v == (uint8_t)',') & before;
                stop = p + first;
                break;
            }
        }
        blocks ^= v;
        comma_lanes -= (cnmea_u8x16)(v == (uint8_t)',');
        p += 16;
        // A block holds at most sixteen commas: sum the lanes before the sum can overflow a byte.
        if (++run == 15) {
            commas += __builtin_reduce_add(comma_lanes);
            comma_lanes = 0;
            run = 0;
        }
    }
    commas += __builtin_reduce_add(comma_lanes);
    uint8_t checksum = __builtin_reduce_xor(blocks);
    if (stop < 0) {
        while (p < limit) {
            uint8_t byte = bytes[p];
            if (byte == '*' || (stops_at_line_breaks && (byte == '\n' || byte == '\r' || byte == '$' || byte == '!'))) break;
            checksum ^= byte;
            commas += byte == ',';
            p++;
        }
        stop = p;
    }
    if (end < 0) {
        p = stop;
        if (stops_at_line_breaks) {
            while (p < limit && bytes[p] != '\n' && bytes[p] != '\r' && bytes[p] != '$' && bytes[p] != '!') p++;
        } else {
            p = limit;
        }
        end = p;
    }
    cnmea_scan_result result = {end - start, stop - start, checksum, commas, address_end};
    return result;
}

#endif
