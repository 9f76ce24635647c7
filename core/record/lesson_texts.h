// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include <span>

namespace arbiter {

// The titles and descriptions of the lessons bundled with Arbiter (the TITLE and DESCRIPTION lines of
// tests/datc/6*.txt), in the order of the files, marked for lupdate in the "Lessons" context. They are
// translated at run time from the data (Lesson::title()); this list only lets lupdate see them, and
// tst_lesson_library checks that it matches the data (and rewrites lesson_texts.cpp when asked to).
std::span<const char *const> bundledLessonTexts();

} // namespace arbiter
