# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 The Arbiter authors
# Runs PROGRAM with ARGS ("|"-separated) and fails unless it exits with CODE and its standard output matches
# EXPECTED (a regular expression): `arbiter-cli import` and `export` as a script that checks a collection
# runs them.
string(REPLACE "|" ";" args "${ARGS}")
execute_process(COMMAND ${PROGRAM} ${args} RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT code STREQUAL CODE)
    message(FATAL_ERROR "exit code ${code}, expected ${CODE}\nstdout:\n${out}\nstderr:\n${err}")
endif()
if(NOT out MATCHES "${EXPECTED}")
    message(FATAL_ERROR "the output does not match '${EXPECTED}':\n${out}\nstderr:\n${err}")
endif()
