// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// Fuzz target: the reader of Judge and DPjudge transcripts (readJudgeTranscript), then the game imported and
// used (fuzz_import.h).
// Input: a transcript (UTF-8 text).
#include "fuzz_import.h"

#include <QString>

#include <cstddef>
#include <cstdint>

using namespace arbiter;
using namespace arbiter::fuzz;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    if (size > 65536)
        return 0;
    const QString text = QString::fromUtf8(reinterpret_cast<const char *>(data), qsizetype(size));
    useRecorded(readJudgeTranscript(text, *standardMap()), fullCheck(data, size));
    return 0;
}
