// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// Runs saved fuzz inputs through a fuzz target without libFuzzer, so that any compiler can build it and ctest
// can replay the seed corpora and the crash reproducers on every build:
//     replay_order_parser tests/fuzz/corpus/order_parser tests/fuzz/regressions/order_parser
// Each argument is a file or a folder (every regular file in it, in name order, not recursing). A crash or a
// broken contract aborts the process; otherwise it prints how many inputs it ran and exits 0.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <system_error>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size);

namespace {

bool runFile(const std::filesystem::path &path)
{
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        std::fprintf(stderr, "cannot read %s\n", path.c_str());
        return false;
    }
    const std::vector<char> bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    std::fprintf(stderr, "running %s (%zu bytes)\n", path.c_str(), bytes.size());
    // A copy of exactly the input's size, as libFuzzer passes it, so that reads past the end are caught.
    std::vector<std::uint8_t> data(bytes.begin(), bytes.end());
    LLVMFuzzerTestOneInput(data.empty() ? nullptr : data.data(), data.size());
    return true;
}

} // namespace

int main(int argc, char **argv)
{
    if (argc < 2) {
        std::fprintf(stderr, "usage: %s FILE_OR_FOLDER...\n", argv[0]);
        return 2;
    }
    int ran = 0;
    bool ok = true;
    for (int i = 1; i < argc; ++i) {
        const std::filesystem::path arg(argv[i]);
        std::error_code ec;
        if (std::filesystem::is_directory(arg, ec)) {
            std::vector<std::filesystem::path> files;
            for (const auto &entry : std::filesystem::directory_iterator(arg, ec)) {
                if (entry.is_regular_file() && entry.path().filename().string().front() != '.')
                    files.push_back(entry.path());
            }
            if (ec) {
                std::fprintf(stderr, "cannot list %s: %s\n", arg.c_str(), ec.message().c_str());
                ok = false;
                continue;
            }
            std::sort(files.begin(), files.end());
            for (const auto &file : files)
                ran += runFile(file) ? 1 : (ok = false, 0);
        } else if (std::filesystem::is_regular_file(arg, ec)) {
            ran += runFile(arg) ? 1 : (ok = false, 0);
        } else {
            std::fprintf(stderr, "no such file or folder: %s\n", arg.c_str());
            ok = false;
        }
    }
    std::printf("%d inputs ran without a crash\n", ran);
    return ok ? 0 : 1;
}
