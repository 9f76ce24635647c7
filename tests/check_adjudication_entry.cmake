# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 The Arbiter authors
# Fails when code outside core/judge adjudicates a phase by calling one of the three adjudicators itself
# instead of adjudicatePhase() (core/judge/phase_adjudication.h), the one entry point that also skips empty
# phases and changes the owners of centres: play, the record's check, the DATC runner and the benchmark must
# judge alike. Tests of a single adjudicator are exempt, and so is the tactics analyser (core/analysis): it
# judges hypothetical orders for one movement phase millions of times, never a phase of a game, and needs
# the movement adjudicator's allocation-free reuse, not the changes of owners and phases adjudicatePhase adds.
# Run: cmake -DSOURCE_DIR=<repository> -P check_adjudication_entry.cmake
file(GLOB_RECURSE sources ${SOURCE_DIR}/core/*.cpp ${SOURCE_DIR}/core/*.h ${SOURCE_DIR}/app/*.cpp ${SOURCE_DIR}/app/*.h)
set(violations "")
foreach(source IN LISTS sources)
    file(RELATIVE_PATH relative ${SOURCE_DIR} ${source})
    if(relative MATCHES "^core/judge/" OR relative MATCHES "^core/analysis/")
        continue()
    endif()
    file(STRINGS ${source} calls REGEX "MovementAdjudicator[ \t]+[A-Za-z_]|MovementAdjudicator[ \t]*\\(|adjudicateRetreats[ \t]*\\(|adjudicateAdjustments[ \t]*\\(")
    if(calls)
        list(APPEND violations "${relative}")
    endif()
endforeach()
if(violations)
    list(JOIN violations "\n" report)
    message(FATAL_ERROR "Adjudicators called outside core/judge (use adjudicatePhase):\n${report}")
endif()
message(STATUS "outside core/judge, phases are adjudicated only through adjudicatePhase")
