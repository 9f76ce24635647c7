// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// Fuzz target: the reader of MILA's game JSON (readMilaGame), then the game imported and used
// (fuzz_import.h). Input: the bytes of a game JSON of the `diplomacy` Python package.
#include "fuzz_import.h"

#include <QByteArray>

#include <cstddef>
#include <cstdint>

using namespace arbiter;
using namespace arbiter::fuzz;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    if (size > 65536)
        return 0;
    const QByteArray json(reinterpret_cast<const char *>(data), qsizetype(size));
    useRecorded(readMilaGame(json, *standardMap()), fullCheck(data, size));
    return 0;
}
